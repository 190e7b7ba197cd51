use super::*;

fn level(index: u8, fingerprint: u32, seed: u64) -> BoardCode {
    BoardCode {
        board: CodeBoard::Level { index, fingerprint },
        mode: PlayMode::Classic,
        seed,
    }
}

fn quick(q: QuickGame, mode: PlayMode, seed: u64) -> BoardCode {
    BoardCode {
        board: CodeBoard::Quick(q),
        mode,
        seed,
    }
}

/// Codes of many shapes: levels and quick games, both modes, seeds short and long.
fn samples() -> Vec<BoardCode> {
    let odd = QuickGame {
        width: 30,
        height: 16,
        difficulty: QuickDifficulty::Hard,
        gravity: Gravity::TowardsCentre,
        outer_ring: false,
        max_turns: None,
        tiles_slide: true,
        kinds: Some(96),
        minutes: Some(60),
    };
    let mut all = Vec::new();
    for seed in [0, 1, 2, 41, 999_999, 1 << 40, u64::MAX] {
        all.push(level(0, 0, seed));
        all.push(level(33, 0xF_FFFF, seed));
        all.push(level(127, 0x5_A5A5, seed));
        all.push(quick(QuickGame::default(), PlayMode::Classic, seed));
        all.push(quick(odd, PlayMode::Relaxed, seed));
    }
    all
}

#[test]
fn every_code_reads_back_as_the_board_it_names() {
    for code in samples() {
        let text = code.encode().unwrap();
        assert!(text.starts_with("LLK-"), "{text}");
        assert_eq!(BoardCode::decode(&text), Ok(code), "{text}");
    }
    // The game's own seeds are under a million: such a level's code has 14 characters.
    let short = level(4, 0x1_2345, 999_999).encode().unwrap();
    assert_eq!(short.len(), "LLK-".len() + 14 + 3, "{short}");
}

#[test]
fn a_code_reads_however_it_is_typed() {
    let code = quick(QuickGame::default(), PlayMode::Classic, 777_777);
    let text = code.encode().unwrap();
    let bare: String = text.trim_start_matches("LLK-").replace('-', "");
    let typed = [
        text.to_lowercase(),
        bare.clone(),
        format!("  {}  ", bare.to_lowercase()),
        bare.chars()
            .map(|c| match c {
                '1' => 'l',
                '0' => 'O',
                c => c,
            })
            .collect(),
        text.chars()
            .map(|c| {
                char::from_u32(u32::from(c) + 0xFEE0)
                    .filter(|_| c.is_ascii_alphanumeric())
                    .unwrap_or(c)
            })
            .collect(),
        format!("lianliankan://board/{text}"),
        format!("LIANLIANKAN://board/{bare}/"),
        format!("https://play.example.org/board/{text}?from=chat"),
    ];
    for t in typed {
        assert_eq!(BoardCode::decode(&t), Ok(code), "{t}");
    }
}

/// Every wrong character and every swap of neighbours is refused as a typo (or as no code),
/// never read as another board.
#[test]
fn a_typo_is_caught_not_dealt() {
    for code in samples() {
        let text = code.encode().unwrap();
        let body: Vec<char> = text.trim_start_matches("LLK-").chars().collect();
        let rebuild = |chars: &[char]| format!("LLK-{}", chars.iter().collect::<String>());
        for i in 0..body.len() {
            if body[i] == '-' {
                continue;
            }
            for d in DIGITS.iter().map(|d| char::from(*d)) {
                if d == body[i] {
                    continue;
                }
                let mut typo = body.clone();
                typo[i] = d;
                let read = BoardCode::decode(&rebuild(&typo));
                assert!(read.is_err(), "{} read as {read:?}", rebuild(&typo));
            }
            let next = (i + 1..body.len()).find(|&j| body[j] != '-');
            if let Some(j) = next.filter(|&j| body[j] != body[i]) {
                let mut swapped = body.clone();
                swapped.swap(i, j);
                let read = BoardCode::decode(&rebuild(&swapped));
                assert!(read.is_err(), "{} read as {read:?}", rebuild(&swapped));
            }
        }
        // A character dropped or doubled is refused too.
        let digits: Vec<char> = body.iter().copied().filter(|c| *c != '-').collect();
        for i in 0..digits.len() {
            let mut dropped = digits.clone();
            dropped.remove(i);
            assert!(BoardCode::decode(&rebuild(&dropped)).is_err());
        }
    }
}

#[test]
fn what_cannot_be_honoured_is_refused_with_the_reason() {
    let said = |text: &str| BoardCode::decode(text).unwrap_err().to_string();
    assert!(said("").contains("0 characters"), "{}", said(""));
    assert!(
        said("LLK-HELLO-WORLD!").contains("'!'"),
        "{}",
        said("LLK-HELLO-WORLD!")
    );
    assert!(said("LLK-UUUU-UUUU").contains("'U'"));
    assert!(said(&"7".repeat(300)).contains("at most 256"));
    assert!(said("ftp://board/ABC").contains("lianliankan://board/CODE"));
    assert!(said("lianliankan://level/ABC").contains("names no board"));
    // A code of version 2 (written here with this version's layout).
    let mut bits = Bits::default();
    bits.push(2, 3);
    bits.push(0, 1 + 2 + PLACE_BITS + FINGERPRINT_BITS + 7);
    let newer = write_text(&bits);
    assert_eq!(BoardCode::decode(&newer), Err(CodeError::Newer(2)));
    assert!(said(&newer).contains("newer version"));
    // A mode no version knows, and a quick game the game would not deal as written.
    let mut bits = Bits::default();
    bits.push(1, 3);
    bits.push(0, 1);
    bits.push(3, 2);
    bits.push(0, PLACE_BITS + FINGERPRINT_BITS + 7);
    assert!(matches!(
        BoardCode::decode(&write_text(&bits)),
        Err(CodeError::Unknown(_))
    ));
    let odd = QuickGame {
        width: 5,
        height: 5,
        ..QuickGame::default()
    };
    assert!(quick(odd, PlayMode::Classic, 1).encode().is_err());
    let daily = BoardCode {
        mode: PlayMode::Daily,
        ..level(0, 0, 1)
    };
    assert!(
        daily
            .encode()
            .unwrap_err()
            .to_string()
            .contains("classic or relaxed")
    );
}

#[test]
fn one_board_has_one_code() {
    // A seed written with a leading zero bit is not the same code read another way.
    let mut bits = Bits::default();
    bits.push(1, 3);
    bits.push(0, 1 + 2 + PLACE_BITS + FINGERPRINT_BITS);
    bits.push(2, 7);
    bits.push(1, 2);
    assert!(BoardCode::decode(&write_text(&bits)).is_err());
    // Padding that is not zero, or a character past the end, is refused.
    let text = level(1, 2, 3).encode().unwrap();
    let mut longer: Vec<u8> = digits_of(&text);
    longer.insert(longer.len() - 2, 0);
    assert!(BoardCode::decode(&with_check(&longer[..longer.len() - 2])).is_err());
}

fn digits_of(text: &str) -> Vec<u8> {
    text.trim_start_matches("LLK-")
        .chars()
        .filter(|c| *c != '-')
        .map(|c| digit_value(c).unwrap())
        .collect()
}

fn with_check(payload: &[u8]) -> String {
    let mut bits = Bits::default();
    for d in payload {
        bits.push(u128::from(*d), 5);
    }
    write_text(&bits)
}

#[test]
fn any_text_is_read_or_refused_without_a_panic() {
    let mut rng = lianliankan_engine::GameRng::new(1804);
    let alphabet: Vec<char> = "0123456789ABCDEFGHJKMNPQRSTVWXYZabc-LLK:/ "
        .chars()
        .collect();
    let mut decoded = 0;
    for _ in 0..20_000 {
        let len = (rng.next_u64() % 40) as usize;
        let text: String = (0..len)
            .map(|_| alphabet[(rng.next_u64() % alphabet.len() as u64) as usize])
            .collect();
        if let Ok(code) = BoardCode::decode(&text) {
            decoded += 1;
            assert_eq!(
                BoardCode::decode(&code.encode().unwrap()),
                Ok(code),
                "{text}"
            );
        }
    }
    // Random text passes the check about once in a thousand tries, and must still make sense.
    assert!(decoded < 100, "{decoded}");
}

fn pack_of(names: &[&str]) -> PackLevels {
    names
        .iter()
        .map(|n| {
            let level = crate::level::Level::built_in(n).unwrap();
            (std::path::PathBuf::from(format!("{n}.ron")), Some(level))
        })
        .collect()
}

#[test]
fn a_code_finds_its_level_and_refuses_a_changed_one() {
    let pack = pack_of(&["starter 6x4", "classic 14x8", "pyramid"]);
    let level = pack[1].1.clone().unwrap();
    let code = BoardCode::for_level(&level, &pack, PlayMode::Relaxed, 42).unwrap();
    let found = |pack: &PackLevels| match code.find(pack) {
        Ok(Named::Level { index, level, .. }) => Ok((index, level.name.clone())),
        Ok(other) => panic!("{other:?}"),
        Err(e) => Err(e.to_string()),
    };
    assert_eq!(found(&pack), Ok((1, level.name.clone())));
    // The same levels in another order: found where it is now.
    let reordered = pack_of(&["classic 14x8", "pyramid", "starter 6x4"]);
    assert_eq!(found(&reordered), Ok((0, level.name.clone())));
    // The level changed since (one more kind): refused with its place, not dealt.
    let mut changed = pack.clone();
    if let Some(l) = changed[1].1.as_mut() {
        l.kinds += 1;
    }
    let why = found(&changed).unwrap_err();
    assert!(
        why.contains("level 2 (classic 14x8) is not the level"),
        "{why}"
    );
    let short = pack_of(&["starter 6x4"]);
    assert!(found(&short).unwrap_err().contains("has levels 1 to 1"));
    // A level that is not one of the pack's has no code.
    let own = crate::level::Level::built_in("pillars").unwrap();
    let refused = BoardCode::for_level(&own, &pack, PlayMode::Classic, 1).unwrap_err();
    assert!(
        refused.contains("not one of the game's own levels"),
        "{refused}"
    );
}
