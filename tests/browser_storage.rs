//! The storage module against the browser's real localStorage (wasm-bindgen-test in headless
//! Chromium). Native `cargo test` skips this file.
#![cfg(target_arch = "wasm32")]

use rinkside::engine::{GameId, Session, Team};
use rinkside::games::card_hockey::{Action, CardHockey, Options};
use rinkside::storage::{
    self, KEY_PREFIX, LoadProblem, SaveSlot, SaveSummary, SavedGame, StorageProblem,
};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn local() -> web_sys::Storage {
    web_sys::window().unwrap().local_storage().unwrap().unwrap()
}

fn sample(id: &str, flips: usize, updated_ms: f64) -> SavedGame {
    let mut session = Session::<CardHockey>::new(Options::default(), 99);
    for i in 0..flips {
        let team = if i % 2 == 0 { Team::Home } else { Team::Away };
        session.apply(Action::Flip(team)).unwrap();
    }
    SavedGame {
        schema: storage::SCHEMA_VERSION,
        id: id.into(),
        game: GameId::CardHockey,
        summary: SaveSummary {
            teams: "Reds vs Blacks".into(),
            score: "0-0".into(),
            period: "1st".into(),
        },
        created_ms: 1.0,
        updated_ms,
        record: session.record.encode(),
    }
}

#[wasm_bindgen_test]
fn save_list_load_delete_round_trip() {
    local().clear().unwrap();
    let a = sample("a1", 4, 10.0);
    let b = sample("b2", 9, 20.0);
    storage::save(&a).unwrap();
    storage::save(&b).unwrap();
    assert!(
        local()
            .get_item(&format!("{KEY_PREFIX}a1"))
            .unwrap()
            .is_some()
    );
    let ids: Vec<String> = storage::list().iter().map(|s| s.id().to_string()).collect();
    assert_eq!(ids, ["b2", "a1"], "newest first");
    assert_eq!(storage::load("a1").unwrap(), a);
    storage::delete("a1");
    assert_eq!(storage::load("a1"), Err(LoadProblem::Missing));
    assert_eq!(storage::list().len(), 1);
}

#[wasm_bindgen_test]
fn corrupt_and_future_entries_are_listed_as_unreadable_and_kept() {
    local().clear().unwrap();
    storage::save(&sample("good", 6, 5.0)).unwrap();
    local()
        .set_item(&format!("{KEY_PREFIX}broken"), "{\"schema\":1,\"id\":\"bro")
        .unwrap();
    local()
        .set_item(
            &format!("{KEY_PREFIX}future"),
            "{\"schema\":42,\"anything\":true}",
        )
        .unwrap();
    local().set_item("someone-else's-key", "not ours").unwrap();
    let slots = storage::list();
    assert_eq!(slots.len(), 3);
    let unreadable: Vec<&str> = slots
        .iter()
        .filter(|s| matches!(s, SaveSlot::Unreadable { .. }))
        .map(|s| s.id())
        .collect();
    assert_eq!(unreadable.len(), 2);
    assert!(unreadable.contains(&"broken") && unreadable.contains(&"future"));
    assert!(matches!(storage::load("good"), Ok(_)));
    assert!(matches!(
        storage::load("broken"),
        Err(LoadProblem::Unreadable(_))
    ));
    // Listing never deletes anything.
    assert!(
        local()
            .get_item(&format!("{KEY_PREFIX}broken"))
            .unwrap()
            .is_some()
    );
    assert_eq!(
        local().get_item("someone-else's-key").unwrap().as_deref(),
        Some("not ours")
    );
}

#[wasm_bindgen_test]
fn a_full_quota_is_reported_as_such() {
    local().clear().unwrap();
    // Fill the real quota with 512 KB strings, then smaller ones.
    let mut chunk = "x".repeat(512 * 1024);
    let mut i = 0;
    while chunk.len() > 16 {
        if local().set_item(&format!("filler{i}"), &chunk).is_err() {
            chunk.truncate(chunk.len() / 2);
        }
        i += 1;
    }
    let result = storage::save(&sample("late", 40, 1.0));
    local().clear().unwrap();
    assert_eq!(result, Err(StorageProblem::QuotaExceeded));
    storage::save(&sample("late", 40, 1.0)).unwrap();
    local().clear().unwrap();
}

/// The app reads entries with the browser's JSON parser (storage.rs): it must judge them as
/// serde's derive does natively.
#[wasm_bindgen_test]
fn entries_are_read_by_the_same_rules_as_serde() {
    let good = serde_json::to_value(sample("e1", 3, 7.0)).unwrap();
    let judge = |value: serde_json::Value| storage::parse_entry("e1", &value.to_string());
    assert_eq!(
        judge(good.clone()),
        SaveSlot::Readable(sample("e1", 3, 7.0))
    );

    let mut extra = good.clone();
    extra["later_field"] = serde_json::json!([1, 2]);
    assert!(
        matches!(judge(extra), SaveSlot::Readable(_)),
        "extra fields are ignored"
    );

    let reason = |slot: SaveSlot| match slot {
        SaveSlot::Unreadable { reason, .. } => reason,
        SaveSlot::Readable(save) => panic!("{save:?} should be unreadable"),
    };
    let edited = |path: &[&str], to: serde_json::Value| {
        let mut v = good.clone();
        let mut at = &mut v;
        for key in &path[..path.len() - 1] {
            at = &mut at[*key];
        }
        at[path[path.len() - 1]] = to;
        v
    };
    use serde_json::json;
    for (what, value) in [
        ("schema as text", edited(&["schema"], json!("1"))),
        ("fractional schema", edited(&["schema"], json!(1.5))),
        ("negative schema", edited(&["schema"], json!(-1))),
        ("unknown game", edited(&["game"], json!("Chess"))),
        ("game as a number", edited(&["game"], json!(1))),
        ("score as a number", edited(&["summary", "score"], json!(3))),
        ("summary as text", edited(&["summary"], json!("2-1"))),
        ("time as text", edited(&["updated_ms"], json!("yesterday"))),
        ("record missing", {
            let mut v = good.clone();
            v.as_object_mut().unwrap().remove("record");
            v
        }),
        ("an array", json!([1, 2, 3])),
        ("null", serde_json::Value::Null),
    ] {
        assert!(
            reason(judge(value)).contains("damaged"),
            "{what} should read as damaged"
        );
    }
    assert!(reason(judge(edited(&["schema"], json!(2)))).contains("newer version"));
    assert!(reason(storage::parse_entry("e1", "not json")).contains("damaged"));
}
