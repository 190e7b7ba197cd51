//! A thread that writes for the frames: a frame hands a job over and never waits on the disk.
//! The four writers of the game (the kept game, finished games and runs, progress, settings)
//! are each one of these, told what a job does and how the queue is read:
//!
//! - [`Queue::Every`]: every job is done, in order (a finished game, a save that merges);
//! - [`Queue::Latest`]: each job is a whole file, so of the jobs waiting only the latest is done
//!   (a run of changes is one write), except those a writer says must still be done.
//!
//! A writer that answers (how a save went, what the file holds now) keeps the answers for the
//! frame to take. The thread starts with the first job; should it not start, or be gone, a job
//! is done where it is handed over rather than lost. Dropping the writer (the game closing)
//! waits until everything handed over is written.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use bevy::log::warn;

/// How the thread reads the jobs waiting for it.
pub enum Queue<J> {
    /// Every job, in order.
    Every,
    /// Only the latest of those waiting; an earlier one is still done when `must_do` says so.
    Latest {
        /// Whether an earlier job must be done although a later one waits.
        must_do: fn(&J) -> bool,
    },
}

impl<J> Queue<J> {
    /// Only the latest of the jobs waiting.
    pub fn latest() -> Queue<J> {
        Queue::Latest { must_do: |_| false }
    }
}

type Work<J, A> = Arc<dyn Fn(J) -> A + Send + Sync>;

/// A thread doing `J` jobs, answering `A` (`()` for a writer whose answers no one takes).
pub struct Writer<J: Send + 'static, A: Send + 'static = ()> {
    name: &'static str,
    work: Work<J, A>,
    queue: Option<Queue<J>>,
    wants_answers: bool,
    jobs: Option<Sender<J>>,
    answers: Option<Mutex<Receiver<(usize, A)>>>,
    /// Answers of jobs done here, when the thread is gone.
    done_here: Vec<(usize, A)>,
    thread: Option<JoinHandle<()>>,
    /// Jobs handed over and not yet done.
    in_flight: Arc<AtomicUsize>,
    /// Jobs handed over whose answer has not been taken (writers that answer).
    unanswered: usize,
}

impl<J: Send + 'static, A: Send + 'static> std::fmt::Debug for Writer<J, A> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Writer")
            .field("name", &self.name)
            .field("in_flight", &self.in_flight.load(Ordering::Acquire))
            .field("unanswered", &self.unanswered)
            .finish()
    }
}

impl<J: Send + 'static, A: Send + 'static> Writer<J, A> {
    /// A writer named `name` (the thread's name, and in the log) doing `work` for each job.
    fn with(
        name: &'static str,
        queue: Queue<J>,
        wants_answers: bool,
        work: impl Fn(J) -> A + Send + Sync + 'static,
    ) -> Self {
        Writer {
            name,
            work: Arc::new(work),
            queue: Some(queue),
            wants_answers,
            jobs: None,
            answers: None,
            done_here: Vec::new(),
            thread: None,
            in_flight: Arc::new(AtomicUsize::new(0)),
            unanswered: 0,
        }
    }

    /// A writer whose answers the frame takes ([`Writer::take_answers`]).
    pub fn answering(
        name: &'static str,
        queue: Queue<J>,
        work: impl Fn(J) -> A + Send + Sync + 'static,
    ) -> Self {
        Writer::with(name, queue, true, work)
    }

    /// Hands `job` over. Never fails: without a thread, the job is done here.
    pub fn send(&mut self, job: J) {
        if self.jobs.is_none() && self.queue.is_some() {
            self.start();
        }
        self.in_flight.fetch_add(1, Ordering::AcqRel);
        if self.wants_answers {
            self.unanswered += 1;
        }
        let unsent = match &self.jobs {
            Some(jobs) => jobs.send(job).err().map(|mpsc::SendError(job)| job),
            None => Some(job),
        };
        if let Some(job) = unsent {
            let answer = (self.work)(job);
            self.in_flight.fetch_sub(1, Ordering::AcqRel);
            if self.wants_answers {
                self.done_here.push((1, answer));
            }
        }
    }

    /// The answers of the jobs done since the last look, in order.
    pub fn take_answers(&mut self) -> Vec<A> {
        let mut done = std::mem::take(&mut self.done_here);
        if let Some(answers) = &self.answers
            && let Ok(answers) = answers.lock()
        {
            done.extend(answers.try_iter());
        }
        let answered: usize = done.iter().map(|(jobs, _)| jobs).sum();
        self.unanswered = self.unanswered.saturating_sub(answered);
        done.into_iter().map(|(_, answer)| answer).collect()
    }

    /// Whether a job handed over is not done yet or, for a writer that answers, its answer
    /// not taken yet.
    pub fn is_busy(&self) -> bool {
        self.unanswered > 0 || !self.is_idle()
    }

    /// Whether every job handed over is done.
    pub fn is_idle(&self) -> bool {
        self.in_flight.load(Ordering::Acquire) == 0
    }

    fn start(&mut self) {
        let Some(queue) = self.queue.take() else {
            return;
        };
        let (jobs, inbox) = mpsc::channel::<J>();
        let (answer, answers) = mpsc::channel::<(usize, A)>();
        let work = self.work.clone();
        let in_flight = self.in_flight.clone();
        let wants_answers = self.wants_answers;
        let spawned = std::thread::Builder::new()
            .name(self.name.into())
            .spawn(move || {
                let finish = |jobs: usize, job: J| {
                    let done = work(job);
                    in_flight.fetch_sub(jobs, Ordering::AcqRel);
                    !wants_answers || answer.send((jobs, done)).is_ok()
                };
                while let Ok(mut job) = inbox.recv() {
                    let mut taken = 1;
                    if let Queue::Latest { must_do } = &queue {
                        while let Ok(later) = inbox.try_recv() {
                            if must_do(&job) {
                                if !finish(taken, job) {
                                    return;
                                }
                                taken = 0;
                            }
                            job = later;
                            taken += 1;
                        }
                    }
                    if !finish(taken, job) {
                        return;
                    }
                }
            });
        match spawned {
            Ok(thread) => {
                self.jobs = Some(jobs);
                self.answers = Some(Mutex::new(answers));
                self.thread = Some(thread);
            }
            Err(e) => warn!("cannot start the thread {}: {e}", self.name),
        }
    }
}

impl<J: Send + 'static> Writer<J, ()> {
    /// A writer whose work answers nothing.
    pub fn silent(
        name: &'static str,
        queue: Queue<J>,
        work: impl Fn(J) + Send + Sync + 'static,
    ) -> Self {
        Writer::with(name, queue, false, work)
    }
}

impl<J: Send + 'static, A: Send + 'static> Drop for Writer<J, A> {
    fn drop(&mut self) {
        self.jobs = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicU32;
    use std::time::Duration;

    use super::*;

    fn until(done: impl Fn() -> bool) {
        for _ in 0..2000 {
            if done() {
                return;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        panic!("never done");
    }

    #[test]
    fn every_job_is_done_in_order_and_answered() {
        let mut writer = Writer::answering("test writer", Queue::Every, |n: u32| n * 2);
        for n in 1..=5 {
            writer.send(n);
        }
        assert!(writer.is_busy());
        let mut answers = Vec::new();
        until(|| writer.is_idle());
        answers.extend(writer.take_answers());
        assert_eq!(answers, [2, 4, 6, 8, 10]);
        assert!(!writer.is_busy());
    }

    #[test]
    fn of_the_jobs_waiting_only_the_latest_is_done_but_those_that_must_be() {
        let (in_work, working) = mpsc::channel::<()>();
        let (release, gate) = mpsc::channel::<()>();
        let (in_work, gate) = (Mutex::new(in_work), Mutex::new(gate));
        let done = Arc::new(Mutex::new(Vec::new()));
        let seen = done.clone();
        let mut writer = Writer::silent(
            "test latest",
            Queue::Latest {
                must_do: |n: &u32| n.is_multiple_of(10),
            },
            move |n: u32| {
                if n == 1 {
                    // Hold the thread in the first job until every later one waits.
                    let _ = in_work.lock().unwrap().send(());
                    let _ = gate.lock().unwrap().recv();
                }
                seen.lock().unwrap().push(n);
            },
        );
        writer.send(1);
        working.recv().unwrap();
        for n in [2, 3, 20, 4, 5] {
            writer.send(n);
        }
        release.send(()).unwrap();
        until(|| writer.is_idle());
        assert_eq!(*done.lock().unwrap(), [1, 20, 5]);
        assert!(!writer.is_busy(), "a silent writer is idle once done");
    }

    #[test]
    fn dropping_the_writer_waits_for_what_was_handed_over() {
        let count = Arc::new(AtomicU32::new(0));
        let counted = count.clone();
        let mut writer = Writer::silent("test drop", Queue::Every, move |_: ()| {
            std::thread::sleep(Duration::from_millis(5));
            counted.fetch_add(1, Ordering::AcqRel);
        });
        for _ in 0..10 {
            writer.send(());
        }
        drop(writer);
        assert_eq!(count.load(Ordering::Acquire), 10);
    }
}
