//! Every rules version a game ever shipped has a finished game committed under
//! tests/fixtures/records/ that must still decode and replay to the position it reached, and
//! each game's newest version a saved-game entry under tests/fixtures/saves/ that must still
//! load. Regenerate (only for a reason other than a rule change): cargo run --release --bin
//! fixtures_records

#![cfg(not(target_arch = "wasm32"))]

use rinkside::games::record_fixtures::{
    DIR, FixtureFile, SAVES_DIR, file_name, newest, replay_code, save_id, versions,
};
use rinkside::storage::{SaveSlot, parse_entry};
use std::path::Path;

fn read(dir: &str, name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir).join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn every_rules_version_replays_to_its_final_position() {
    let mut failures = Vec::new();
    for (game, version) in versions() {
        let name = file_name(game, version);
        let fixture =
            FixtureFile::parse(&read(DIR, &name)).unwrap_or_else(|e| panic!("{name}: {e}"));
        match replay_code(game, &fixture.record) {
            Ok((rules_version, reached)) => {
                if rules_version != version {
                    failures.push(format!(
                        "{name}: the record is rules version {rules_version}"
                    ));
                }
                if reached.decided_in == "unfinished" {
                    failures.push(format!("{name}: the game is not finished"));
                }
                if reached != fixture.expected {
                    failures.push(format!(
                        "{name}: expected {:?}, replayed to {reached:?}",
                        fixture.expected
                    ));
                }
            }
            Err(e) => failures.push(format!("{name}: {e}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn each_games_newest_save_loads_and_replays() {
    for (game, version) in versions() {
        if version != newest(game) {
            continue;
        }
        let name = format!("{}.json", game.slug());
        let raw = read(SAVES_DIR, &name);
        let save = match parse_entry(&save_id(game), &raw) {
            SaveSlot::Readable(save) => save,
            SaveSlot::Unreadable { reason, .. } => panic!("{name}: unreadable: {reason}"),
        };
        assert_eq!(save.game, game, "{name}");
        let fixture = FixtureFile::parse(&read(DIR, &file_name(game, version))).unwrap();
        let (rules_version, reached) =
            replay_code(game, &save.record).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(rules_version, version, "{name}");
        assert_eq!(reached, fixture.expected, "{name}");
        assert_eq!(save.summary.score, reached.score, "{name}");
    }
}
