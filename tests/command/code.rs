//! Board codes on the command line: `code encode` and `code decode`, `autoplay --code` dealing
//! the very board the code names, and codes the game cannot honour refused with the reason.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use lianliankan::formats::QuickGame;

fn bin() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_lianliankan"));
    command.stdin(Stdio::null());
    command
}

fn run(args: &[&str]) -> Output {
    bin().args(args).output().unwrap()
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// What `autoplay` printed of the game: the board and every move, without its timing.
fn game(out: &Output) -> String {
    stdout(out)
        .lines()
        .filter(|l| !l.starts_with("time per game"))
        .collect::<Vec<_>>()
        .join("\n")
}

fn shipped(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("levels")
        .join(name)
}

/// The code `code encode ARGS` prints.
fn encode(args: &[&str]) -> String {
    let out = run(&[&["code", "encode"], args].concat());
    assert!(out.status.success(), "{}", stderr(&out));
    let code = stdout(&out).trim().to_string();
    assert!(code.starts_with("LLK-"), "{code}");
    code
}

#[test]
fn a_level_s_code_names_it_and_autoplay_deals_the_same_board() {
    let file = shipped("05-twin-triangles.ron");
    let code = encode(&["--level", file.to_str().unwrap(), "--seed", "424242"]);
    let out = run(&["code", "decode", &code.to_lowercase()]);
    let said = stdout(&out);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(said.contains("level 5 of the game's pack"), "{said}");
    assert!(said.contains("05-twin-triangles"), "{said}");
    assert!(said.contains("classic mode, seed 424242"), "{said}");
    let by_code = run(&["autoplay", "--moves", "--code", &code]);
    let by_file = run(&[
        "autoplay",
        "--moves",
        "--level",
        file.to_str().unwrap(),
        "--seed",
        "424242",
    ]);
    assert!(by_code.status.success(), "{}", stderr(&by_code));
    assert_eq!(
        game(&by_code),
        game(&by_file),
        "the same board, the same game"
    );
    // A link carries the same code.
    let link = format!("lianliankan://board/{code}");
    let linked = run(&["autoplay", "--moves", "--code", &link]);
    assert_eq!(game(&linked), game(&by_file));
    // So does a race link, with whose entry to race (the name percent-encoded).
    let race = format!("lianliankan://race/{code}/%E5%B0%8F%E6%98%8E");
    let out = run(&["code", "decode", &race]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        format!("{}; race 小明's entry\n", said.trim_end())
    );
    let raced = run(&["autoplay", "--moves", "--code", &race]);
    assert_eq!(game(&raced), game(&by_file));
    let cut = run(&["code", "decode", &format!("lianliankan://race/{code}/a%2")]);
    assert_eq!(cut.status.code(), Some(1));
    assert!(stderr(&cut).contains("cut short"), "{}", stderr(&cut));
}

#[test]
fn a_quick_game_s_code_names_its_rules() {
    let code = encode(&[
        "--quick",
        "16x9-hard-noring-turns3-kinds12",
        "--mode",
        "relaxed",
        "--seed",
        "7",
    ]);
    let said = stdout(&run(&["code", "decode", &code]));
    assert!(
        said.contains("quick game 16x9-hard-noring-turns3-kinds12, relaxed mode, seed 7"),
        "{said}"
    );
    // The board is the quick game's level dealt with the seed.
    let q = QuickGame::from_key("16x9-hard-noring-turns3-kinds12").unwrap();
    let dir = std::env::temp_dir().join(format!("llk-code-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("quick.ron");
    std::fs::write(&file, q.level().to_ron()).unwrap();
    let by_code = run(&["autoplay", "--moves", "--code", &code]);
    let by_file = run(&[
        "autoplay",
        "--moves",
        "--level",
        file.to_str().unwrap(),
        "--seed",
        "7",
    ]);
    assert!(by_code.status.success(), "{}", stderr(&by_code));
    assert_eq!(game(&by_code), game(&by_file));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn what_no_code_can_name_or_the_game_cannot_honour_is_refused_with_the_reason() {
    // A level of one's own has no code: its file is what is shared.
    let dir = std::env::temp_dir().join(format!("llk-code-own-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let own = dir.join("own.ron");
    std::fs::write(&own, r#"(name: "Own", layout: ["xxxx", "xxxx"])"#).unwrap();
    let out = run(&[
        "code",
        "encode",
        "--level",
        own.to_str().unwrap(),
        "--seed",
        "1",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("not one of the game's own levels"),
        "{}",
        stderr(&out)
    );
    for (spec, why) in [("5x5", "out of bounds"), ("18x8-fast", "\"fast\"")] {
        let out = run(&["code", "encode", "--quick", spec, "--seed", "1"]);
        assert_eq!(out.status.code(), Some(2), "{spec}");
        assert!(stderr(&out).contains(why), "{spec}: {}", stderr(&out));
    }
    let out = run(&[
        "code", "encode", "--quick", "18x8", "--mode", "daily", "--seed", "1",
    ]);
    assert!(
        stderr(&out).contains("classic or relaxed"),
        "{}",
        stderr(&out)
    );
    // A typo in a code is caught; the game itself refuses it before opening a window.
    let code = encode(&["--quick", "18x8", "--seed", "99"]);
    let mut typo: Vec<char> = code.chars().collect();
    let at = typo.len() - 5;
    typo[at] = if typo[at] == 'X' { 'Y' } else { 'X' };
    let typo: String = typo.into_iter().collect();
    let out = run(&["code", "decode", &typo]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("mistyped"), "{}", stderr(&out));
    let data = dir.join("data");
    let out = bin()
        .env("LIANLIANKAN_DATA_DIR", &data)
        .args(["--code", &typo])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("mistyped"), "{}", stderr(&out));
    let out = bin()
        .env("LIANLIANKAN_DATA_DIR", &data)
        .arg("chek")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("neither a subcommand nor a board's link"),
        "{}",
        stderr(&out)
    );
    let out = run(&["autoplay", "--code", "LLK-NOT-A-CODE"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("not a board code"),
        "{}",
        stderr(&out)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The desktop entry registers the link's scheme: `xdg-open lianliankan://board/CODE` runs
/// the entry's command with the link (here the entry as packaged, with its command pointed at
/// a script that keeps its arguments and asks the built game what the link names).
#[test]
fn a_board_s_link_opens_through_the_desktop_entry() {
    let entry = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("packaging/linux/io.github.lianliankan.Lianliankan.desktop");
    let valid = Command::new("desktop-file-validate")
        .arg(&entry)
        .output()
        .unwrap();
    assert!(
        valid.status.success() && valid.stdout.is_empty(),
        "{valid:?}"
    );
    let text = std::fs::read_to_string(&entry).unwrap();
    assert!(
        text.contains("\nMimeType=x-scheme-handler/lianliankan;\n"),
        "{text}"
    );
    assert!(
        text.contains("\nExec=/usr/games/lianliankan %u\n"),
        "{text}"
    );

    let home = std::env::temp_dir().join(format!("llk-xdg-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&home);
    let applications = home.join("data/applications");
    std::fs::create_dir_all(&applications).unwrap();
    std::fs::create_dir_all(home.join("config")).unwrap();
    let said = home.join("said.txt");
    let script = home.join("open-board");
    std::fs::write(
        &script,
        format!(
            "#!/bin/sh\nprintf '%s\\n' \"$@\" > '{0}.args'\n'{1}' code decode \"$1\" > '{0}.tmp' 2>&1 && mv '{0}.tmp' '{0}'\n",
            said.display(),
            env!("CARGO_BIN_EXE_lianliankan")
        ),
    )
    .unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
    let installed = text.replace("/usr/games/lianliankan", script.to_str().unwrap());
    std::fs::write(
        applications.join("io.github.lianliankan.Lianliankan.desktop"),
        installed,
    )
    .unwrap();
    // What a package's trigger does: the scheme's handlers, cached.
    let cached = Command::new("update-desktop-database")
        .arg(&applications)
        .status()
        .unwrap();
    assert!(cached.success());

    let code = encode(&["--quick", "18x8", "--seed", "2024"]);
    let link = format!("lianliankan://board/{code}");
    let opened = Command::new("xdg-open")
        .arg(&link)
        .env("XDG_DATA_HOME", home.join("data"))
        .env("XDG_DATA_DIRS", home.join("data"))
        .env("XDG_CONFIG_HOME", home.join("config"))
        .env_remove("XDG_CURRENT_DESKTOP")
        .env_remove("DESKTOP_SESSION")
        // A desktop session's display (xdg-open asks handlers only under one); the script
        // draws nothing on it.
        .env("DISPLAY", ":1999")
        .env_remove("WAYLAND_DISPLAY")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(opened.status.success(), "{opened:?}");
    let began = std::time::Instant::now();
    while !said.exists() && began.elapsed() < std::time::Duration::from_secs(30) {
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let args = std::fs::read_to_string(home.join("said.txt.args")).unwrap_or_default();
    assert_eq!(args.trim(), link, "the entry's command is given the link");
    let answer = std::fs::read_to_string(&said).unwrap_or_default();
    assert!(
        answer.contains("quick game 18x8-medium, classic mode, seed 2024"),
        "{answer}"
    );
    let _ = std::fs::remove_dir_all(&home);
}
