//! The online leaderboards from the command line: `lianliankan-server serve`, then the game's
//! `submit` and `leaderboard` against it, as a player's copy and a server's machine run them.

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::process::{Child, Stdio};
use std::time::{Duration, Instant};

use lianliankan::formats::Replay;

use crate::{lianliankan, lianliankan_server};

/// `lianliankan-server serve` on a free local port with a SQLite file in `dir`, generous rates;
/// stopped when dropped.
struct Server {
    child: Child,
    url: String,
}

impl Server {
    fn start(dir: &tempfile::TempDir) -> Server {
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let database = format!("sqlite:{}", dir.path().join("boards.sqlite").display());
        let child = lianliankan_server()
            .args([
                "serve",
                "--bind",
                &format!("127.0.0.1:{port}"),
                "--database",
                &database,
            ])
            .args(["--address-rate", "1000", "--key-rate", "1000"])
            .env("LIANLIANKAN_DATA_DIR", dir.path())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let server = Server {
            child,
            url: format!("http://127.0.0.1:{port}"),
        };
        let start = Instant::now();
        while !healthy(port) {
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "the server did not answer in 30 seconds"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        server
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Whether the server on `port` answers its health check.
fn healthy(port: u16) -> bool {
    let Ok(mut stream) = TcpStream::connect(("127.0.0.1", port)) else {
        return false;
    };
    let request = "GET /v1/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n";
    let mut answer = String::new();
    stream.write_all(request.as_bytes()).is_ok()
        && stream.read_to_string(&mut answer).is_ok()
        && answer.starts_with("HTTP/1.1 200")
}

#[test]
fn the_command_line_submits_and_reads_boards() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir);
    let data = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| {
        let out = lianliankan()
            .args(args)
            .env("LIANLIANKAN_DATA_DIR", data.path())
            .output()
            .unwrap();
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        (out.status.code(), text)
    };
    let file = data.path().join("daily.ron");
    let file = file.to_str().unwrap();
    let (code, text) = run(&["autoplay", "--daily", "--replay-out", file]);
    assert_eq!(code, Some(0), "{text}");
    let url = server.url.clone();
    let (code, text) = run(&["submit", file, "--server", &url]);
    assert_eq!(code, Some(2), "no name yet: {text}");
    let (code, text) = run(&["submit", file, "--server", &url, "--name", "Robot"]);
    assert_eq!(code, Some(0), "{text}");
    assert!(text.contains("rank 1"), "{text}");
    // The key was made once, private, and the name kept: no --name needed again.
    let key = data.path().join("online").join("key");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&key).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
    }
    let (code, text) = run(&["submit", file, "--server", &url]);
    assert_eq!(code, Some(0), "{text}");
    let day = Replay::load(std::path::Path::new(file))
        .unwrap()
        .level_id
        .and_then(|id| id.strip_prefix("daily/").map(String::from))
        .expect("a daily record key");
    let (code, text) = run(&["leaderboard", "--server", &url, "daily", &day]);
    assert_eq!(code, Some(0), "{text}");
    assert!(text.contains("*   1  Robot"), "{text}");
    // Forged: refused (1); not a replay: 2; no server there: 2.
    let mut forged = Replay::load(std::path::Path::new(file)).unwrap();
    forged.result.points += 1;
    let forged_file = data.path().join("forged.ron");
    std::fs::write(&forged_file, forged.to_text()).unwrap();
    let (code, text) = run(&["submit", forged_file.to_str().unwrap(), "--server", &url]);
    assert_eq!(code, Some(1), "{text}");
    assert!(text.contains("REFUSED"), "{text}");
    std::fs::write(&forged_file, "not a replay").unwrap();
    let (code, text) = run(&["submit", forged_file.to_str().unwrap(), "--server", &url]);
    assert_eq!(code, Some(2), "{text}");
    drop(server);
    let (code, text) = run(&["submit", file, "--server", &url]);
    assert_eq!(code, Some(2), "{text}");
    assert!(text.contains("unreachable"), "{text}");
}
