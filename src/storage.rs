//! Saved games in the browser's localStorage, one entry per game under a versioned key.
//!
//! An entry holds a summary for the lobby and the game record's compact text (the same text a
//! share link carries), so loading a save is replaying its record. Anything that does not read
//! back cleanly is reported as unreadable, never deleted without asking, and never stops the
//! other entries from loading.

use crate::engine::GameId;
use crate::engine::record::peek_game;
use crate::games;
use gloo_storage::{LocalStorage, Storage, errors::StorageError};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Bump when the entry layout changes; older readers then report newer entries as unreadable.
pub const SCHEMA_VERSION: u32 = 1;
pub const KEY_PREFIX: &str = "rinkside.game.";
/// A saved game played by link holds its device's state, after this, instead of a record.
/// Version 2 since every step of a game by link carries its proof (issue 38).
pub const LINK_DEVICE_PREFIX: &str = "icih-device2:";

/// Is this record a game by link's device, of any version (version 1 can no longer be played)?
pub fn is_link_device(record: &str) -> bool {
    record.starts_with("icih-device")
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SaveSummary {
    /// For example "Reds (you) vs Blacks (computer)".
    pub teams: String,
    /// For example "2-1".
    pub score: String,
    /// For example "2nd", "SO" or "Final".
    pub period: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    pub schema: u32,
    pub id: String,
    pub game: GameId,
    pub summary: SaveSummary,
    /// Milliseconds since 1970, from the browser clock.
    pub created_ms: f64,
    pub updated_ms: f64,
    /// The game record in link form; the game is rebuilt by replaying it.
    pub record: String,
}

#[derive(Debug, Clone, PartialEq)]
pub enum SaveSlot {
    Readable(SavedGame),
    Unreadable { id: String, reason: String },
}

impl SaveSlot {
    pub fn id(&self) -> &str {
        match self {
            SaveSlot::Readable(save) => &save.id,
            SaveSlot::Unreadable { id, .. } => id,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum StorageProblem {
    #[error("browser storage is full, so this game is not being saved")]
    QuotaExceeded,
    #[error("browser storage is not available here, so games are not saved")]
    Unavailable,
    #[error("the game could not be saved: {0}")]
    Other(String),
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LoadProblem {
    #[error("there is no saved game with this id on this device")]
    Missing,
    #[error("this saved game cannot be read: {0}")]
    Unreadable(String),
}

pub fn key_for(id: &str) -> String {
    format!("{KEY_PREFIX}{id}")
}

/// An entry's JSON, as far as it could be read.
struct DecodedEntry {
    /// The layout version, if the text is a JSON object with a whole-number `schema`.
    schema: Option<u32>,
    /// The whole entry, if every field is there with the right type.
    save: Option<SavedGame>,
}

/// Natively (tests, tools) serde_json reads the entry.
#[cfg(not(target_arch = "wasm32"))]
fn decode_entry(raw: &str) -> DecodedEntry {
    #[derive(Deserialize)]
    struct SchemaOnly {
        schema: u32,
    }
    DecodedEntry {
        schema: serde_json::from_str::<SchemaOnly>(raw)
            .ok()
            .map(|s| s.schema),
        save: serde_json::from_str(raw).ok(),
    }
}

/// In the app the browser's own JSON parser reads the entry: the lobby lists saves, and
/// serde_json's parser would add 15 KB (gzip) to the first load. Same rules as serde's derive:
/// every field present with its type, extra fields ignored. tests/browser_storage.rs reads
/// entries written by serde_json through this path.
#[cfg(target_arch = "wasm32")]
fn decode_entry(raw: &str) -> DecodedEntry {
    use wasm_bindgen::JsValue;
    let Ok(value) = js_sys::JSON::parse(raw) else {
        return DecodedEntry {
            schema: None,
            save: None,
        };
    };
    let field = |obj: &JsValue, name: &str| {
        if obj.is_object() {
            js_sys::Reflect::get(obj, &JsValue::from_str(name)).ok()
        } else {
            None
        }
    };
    let text = |obj: &JsValue, name: &str| field(obj, name).and_then(|v| v.as_string());
    let number = |obj: &JsValue, name: &str| field(obj, name).and_then(|v| v.as_f64());
    let schema = number(&value, "schema")
        .filter(|n| n.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(n))
        .map(|n| n as u32);
    let save = (|| {
        let summary = field(&value, "summary")?;
        Some(SavedGame {
            schema: schema?,
            id: text(&value, "id")?,
            game: GameId::from_serde_name(&text(&value, "game")?)?,
            summary: SaveSummary {
                teams: text(&summary, "teams")?,
                score: text(&summary, "score")?,
                period: text(&summary, "period")?,
            },
            created_ms: number(&value, "created_ms")?,
            updated_ms: number(&value, "updated_ms")?,
            record: text(&value, "record")?,
        })
    })();
    DecodedEntry { schema, save }
}

/// Reads one stored entry. Pure but for the JSON step, so it is tested natively as well as in
/// the browser.
pub fn parse_entry(id: &str, raw: &str) -> SaveSlot {
    let unreadable = |reason: String| SaveSlot::Unreadable {
        id: id.to_string(),
        reason,
    };
    let entry = decode_entry(raw);
    // The schema decides first, so a newer layout is reported as newer, not as damaged.
    match entry.schema {
        None => return unreadable("the saved data is damaged or incomplete".into()),
        Some(schema) if schema > SCHEMA_VERSION => {
            return unreadable("it was saved by a newer version of Rinkside".into());
        }
        Some(_) => {}
    }
    let Some(save) = entry.save else {
        return unreadable("the saved data is damaged or incomplete".into());
    };
    if save.id != id {
        return unreadable("the saved data does not match its name".into());
    }
    // A game by link keeps its device (keys, masked decks, moves), read by ICIH's chunk.
    if is_link_device(&save.record) {
        return if save.game == GameId::Icih {
            SaveSlot::Readable(save)
        } else {
            unreadable("the saved data names the wrong game".into())
        };
    }
    // Only the record's header and checksum are checked here: replaying it needs the game's
    // code, which the lobby does not load. A record that passes this but does not replay is
    // reported when the game is opened.
    match peek_game(&save.record) {
        Ok(game) if game != save.game => unreadable("the saved data names the wrong game".into()),
        Ok(game) if !games::is_playable(game) => unreadable(format!(
            "this version of Rinkside can't play {} yet",
            game.name()
        )),
        Ok(_) => SaveSlot::Readable(save),
        Err(e) => unreadable(e.to_string()),
    }
}

fn raw_storage() -> Option<web_sys::Storage> {
    // `LocalStorage::raw` throws if storage is disabled; check the window first.
    let window = web_sys::window()?;
    window.local_storage().ok().flatten()
}

/// Every stored key that starts with `prefix`, with its text.
fn entries_with_prefix(prefix: &str) -> Vec<(String, String)> {
    let Some(storage) = raw_storage() else {
        return Vec::new();
    };
    let count = storage.length().unwrap_or(0);
    (0..count)
        .filter_map(|i| storage.key(i).ok().flatten())
        .filter(|k| k.starts_with(prefix))
        .filter_map(|key| {
            let raw = storage.get_item(&key).ok().flatten()?;
            Some((key, raw))
        })
        .collect()
}

/// Writes one entry as JSON, saying why not if storage refuses.
fn set_entry<T: Serialize>(key: String, value: &T) -> Result<(), StorageProblem> {
    if raw_storage().is_none() {
        return Err(StorageProblem::Unavailable);
    }
    LocalStorage::set(key, value).map_err(|e| match e {
        StorageError::JsError(js) if js.name == "QuotaExceededError" => {
            StorageProblem::QuotaExceeded
        }
        other => StorageProblem::Other(other.to_string()),
    })
}

/// Every saved game, newest first, unreadable ones included.
pub fn list() -> Vec<SaveSlot> {
    let mut slots: Vec<SaveSlot> = entries_with_prefix(KEY_PREFIX)
        .into_iter()
        .map(|(key, raw)| parse_entry(&key[KEY_PREFIX.len()..], &raw))
        .collect();
    slots.sort_by(|a, b| {
        let time = |s: &SaveSlot| match s {
            SaveSlot::Readable(save) => save.updated_ms,
            SaveSlot::Unreadable { .. } => f64::MAX,
        };
        time(b).total_cmp(&time(a)).then_with(|| a.id().cmp(b.id()))
    });
    slots
}

pub fn load(id: &str) -> Result<SavedGame, LoadProblem> {
    let storage = raw_storage().ok_or(LoadProblem::Missing)?;
    let raw = storage
        .get_item(&key_for(id))
        .ok()
        .flatten()
        .ok_or(LoadProblem::Missing)?;
    match parse_entry(id, &raw) {
        SaveSlot::Readable(save) => Ok(save),
        SaveSlot::Unreadable { reason, .. } => Err(LoadProblem::Unreadable(reason)),
    }
}

pub fn save(game: &SavedGame) -> Result<(), StorageProblem> {
    set_entry(key_for(&game.id), game)
}

pub fn delete(id: &str) {
    if raw_storage().is_some() {
        LocalStorage::delete(key_for(id));
        LocalStorage::delete(skip_handoff_key(id));
    }
}

// ----- a hot-seat game's hand-off choice -----
//
// Chosen on the new-game page and kept beside the save (not in the game record: it changes no
// move, only whether the table hides itself before an automatic "let it go").

const SKIP_HANDOFF_PREFIX: &str = "rinkside.icih.skip-handoff.";

fn skip_handoff_key(id: &str) -> String {
    format!("{SKIP_HANDOFF_PREFIX}{id}")
}

/// Whether the players of game `id` chose to skip the hand-off when the side to move holds no
/// answer.
pub fn skips_handoff(id: &str) -> bool {
    raw_storage().is_some() && LocalStorage::get::<bool>(skip_handoff_key(id)).unwrap_or(false)
}

pub fn set_skips_handoff(id: &str) -> Result<(), StorageProblem> {
    set_entry(skip_handoff_key(id), &true)
}

// ----- a person's own teams -----
//
// One entry per team under "rinkside.team.<abbreviation>", as JSON. Only the sims' chunk reads
// them (its new-game page and the team builder), so serde_json's parser stays out of the first
// load.

pub const TEAM_KEY_PREFIX: &str = "rinkside.team.";
pub const TEAM_SCHEMA_VERSION: u32 = 1;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StoredTeam {
    pub schema: u32,
    pub team: crate::league::LeagueTeam,
    pub saved_ms: f64,
}

/// A stored team that can't be read: its key and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnreadableTeam {
    pub key: String,
    pub reason: String,
}

/// Reads one stored team entry.
pub fn parse_team_entry(key: &str, raw: &str) -> Result<StoredTeam, UnreadableTeam> {
    let unreadable = |reason: &str| UnreadableTeam {
        key: key.to_string(),
        reason: reason.to_string(),
    };
    #[derive(Deserialize)]
    struct SchemaOnly {
        schema: u32,
    }
    match serde_json::from_str::<SchemaOnly>(raw) {
        Ok(s) if s.schema > TEAM_SCHEMA_VERSION => {
            return Err(unreadable("it was saved by a newer version of Rinkside"));
        }
        Ok(_) => {}
        Err(_) => return Err(unreadable("the saved team is damaged or incomplete")),
    }
    let stored = serde_json::from_str::<StoredTeam>(raw)
        .map_err(|_| unreadable("the saved team is damaged or incomplete"))?;
    // A team edited by hand (or by an older build) that the sims cannot play stays out of the
    // new-game page, with the reason.
    crate::league::check_team(&stored.team, crate::league::Needs::SIM)
        .map_err(|problem| unreadable(&problem))?;
    Ok(stored)
}

/// Every stored team, by abbreviation.
pub fn list_teams() -> Vec<Result<StoredTeam, UnreadableTeam>> {
    let mut entries = entries_with_prefix(TEAM_KEY_PREFIX);
    entries.sort();
    entries
        .iter()
        .map(|(key, raw)| parse_team_entry(key, raw))
        .collect()
}

pub fn save_team(team: &StoredTeam) -> Result<(), StorageProblem> {
    set_entry(format!("{TEAM_KEY_PREFIX}{}", team.team.abbreviation), team)
}

/// Deletes a stored team by its storage key.
pub fn delete_team(key: &str) {
    if raw_storage().is_some() && key.starts_with(TEAM_KEY_PREFIX) {
        LocalStorage::delete(key);
    }
}

// ----- seasons -----
//
// A sim's leagues, each one season file's own JSON text (games::season::SeasonFile), read only
// by that sim's chunk. League 1 keeps the key seasons had before there were leagues,
// "rinkside.season.<game slug>"; league n after it is "rinkside.season.<game slug>.<n>".

pub const SEASON_KEY_PREFIX: &str = "rinkside.season.";

/// Where league `league` (from 1) of the sim with this slug is stored.
pub fn season_key(slug: &str, league: u32) -> String {
    if league <= 1 {
        format!("{SEASON_KEY_PREFIX}{slug}")
    } else {
        format!("{SEASON_KEY_PREFIX}{slug}.{league}")
    }
}

/// The league a storage key holds for the sim with this slug, if it holds one of its leagues.
pub fn league_of_key(key: &str, slug: &str) -> Option<u32> {
    let rest = key.strip_prefix(SEASON_KEY_PREFIX)?.strip_prefix(slug)?;
    if rest.is_empty() {
        return Some(1);
    }
    // Only the key `season_key` writes: ".2", never ".02" or ".+2".
    let number: u32 = rest.strip_prefix('.')?.parse().ok()?;
    (number > 1 && season_key(slug, number) == key).then_some(number)
}

/// Every stored key, in storage order.
fn stored_keys(storage: &web_sys::Storage) -> Vec<String> {
    (0..storage.length().unwrap_or(0))
        .filter_map(|i| storage.key(i).ok().flatten())
        .collect()
}

/// The leagues of the sim with this slug that have a season stored, lowest first.
pub fn season_leagues(slug: &str) -> Vec<u32> {
    let Some(storage) = raw_storage() else {
        return Vec::new();
    };
    let mut leagues: Vec<u32> = stored_keys(&storage)
        .iter()
        .filter_map(|key| league_of_key(key, slug))
        .collect();
    leagues.sort_unstable();
    leagues
}

/// The saved season's text of a sim's league, if there is one.
pub fn load_season_text(slug: &str, league: u32) -> Option<String> {
    raw_storage()?
        .get_item(&season_key(slug, league))
        .ok()
        .flatten()
}

/// Saves a league's season text; what was saved before stays if storage refuses.
pub fn save_season_text(slug: &str, league: u32, text: &str) -> Result<(), StorageProblem> {
    let storage = raw_storage().ok_or(StorageProblem::Unavailable)?;
    storage
        .set_item(&season_key(slug, league), text)
        .map_err(|e| {
            use wasm_bindgen::JsCast;
            match e.dyn_ref::<web_sys::DomException>().map(|d| d.name()) {
                Some(name) if name == "QuotaExceededError" => StorageProblem::QuotaExceeded,
                Some(name) => StorageProblem::Other(name),
                None => StorageProblem::Other("the browser refused".into()),
            }
        })
}

pub fn delete_season(slug: &str, league: u32) {
    if let Some(storage) = raw_storage() {
        let _ = storage.remove_item(&season_key(slug, league));
    }
}

/// The league of the sim with this slug that has saved game `save_id` at the table, with its
/// season's text.
pub fn season_with_table_game(slug: &str, save_id: &str) -> Option<(u32, String)> {
    season_leagues(slug).into_iter().find_map(|league| {
        load_season_text(slug, league)
            .filter(|text| season_has_at_table(text, save_id))
            .map(|text| (league, text))
    })
}

/// Where the lobby leaves a season file the person opened, for the season page of its sim to
/// take (this tab only, so another tab never picks it up).
const SEASON_IMPORT_KEY: &str = "rinkside.season-import";

/// The sim whose season `text` is, from the file's head: the lobby sends the file to that sim's
/// season page, which reads and checks the whole file. A plain text search on purpose: JSON
/// parsing here would grow the lobby's module, and a key in a season file written by serde
/// appears as `"kind":"rinkside-season"` (a quote in any value is escaped, so a value can't
/// fake it).
pub fn season_file_game(text: &str) -> Result<GameId, String> {
    if !text.trim_start().starts_with('{') || !text.contains(r#""kind":"rinkside-season""#) {
        return Err("it is not a season saved by Rinkside".into());
    }
    GameId::ALL
        .into_iter()
        .find(|g| g.has_seasons() && text.contains(&format!(r#""game":"{}""#, g.slug())))
        .ok_or_else(|| "it names no sim that plays seasons".to_string())
}

/// Leaves a season file for its sim's season page.
pub fn stash_season_import(text: &str) -> Result<(), StorageProblem> {
    let storage = web_sys::window()
        .and_then(|w| w.session_storage().ok().flatten())
        .ok_or(StorageProblem::Unavailable)?;
    storage
        .set_item(SEASON_IMPORT_KEY, text)
        .map_err(|_| StorageProblem::QuotaExceeded)
}

/// The season file the lobby left for the sim with this slug, taken (so a reload does not open
/// it again); a file of another sim stays for its own page.
pub fn take_season_import(slug: &str) -> Option<String> {
    let storage = web_sys::window()?.session_storage().ok().flatten()?;
    let text = storage.get_item(SEASON_IMPORT_KEY).ok().flatten()?;
    if season_file_game(&text).ok()?.slug() != slug {
        return None;
    }
    let _ = storage.remove_item(SEASON_IMPORT_KEY);
    Some(text)
}

/// Whether a season has saved game `save_id` at the table (the lobby marks it a season game),
/// by the key serde writes for it: `"save_id":"<id>"` appears in a season file only there.
pub fn season_has_at_table(season_text: &str, save_id: &str) -> bool {
    season_text.contains(&format!(r#""save_id":"{save_id}""#))
}

/// Every stored season's text, to find the saved games they have at the table.
pub fn season_texts() -> Vec<String> {
    let Some(storage) = raw_storage() else {
        return Vec::new();
    };
    stored_keys(&storage)
        .into_iter()
        .filter(|key| key.starts_with(SEASON_KEY_PREFIX))
        .filter_map(|key| storage.get_item(&key).ok().flatten())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{GameRecord, Session, Team};

    #[test]
    fn a_season_file_names_its_sim() {
        let text = r#"{"kind":"rinkside-season","version":1,"game":"crease","name":"A"}"#;
        assert_eq!(season_file_game(text), Ok(GameId::InsideTheCrease));
        assert!(season_file_game(r#"{"kind":"rinkside-season","game":"icih"}"#).is_err());
        assert!(season_file_game(r#"{"kind":"something","game":"crease"}"#).is_err());
        assert!(season_file_game(r#"["kind","rinkside-season"]"#).is_err());
        assert!(season_file_game("garbage").is_err());
    }

    #[test]
    fn each_league_of_a_sim_has_its_own_key() {
        assert_eq!(season_key("crease", 1), "rinkside.season.crease");
        assert_eq!(season_key("crease", 3), "rinkside.season.crease.3");
        for league in [1, 2, 3, 17] {
            let key = season_key("crease", league);
            assert_eq!(league_of_key(&key, "crease"), Some(league));
            assert_eq!(league_of_key(&key, "open-ice"), None);
        }
        assert_eq!(league_of_key("rinkside.season.crease.0", "crease"), None);
        assert_eq!(league_of_key("rinkside.season.crease.1", "crease"), None);
        assert_eq!(league_of_key("rinkside.season.crease.02", "crease"), None);
        assert_eq!(league_of_key("rinkside.season.crease.+2", "crease"), None);
        assert_eq!(league_of_key("rinkside.season.crease-x", "crease"), None);
        assert_eq!(league_of_key("rinkside.season-import", "crease"), None);
        assert_eq!(
            league_of_key("rinkside.season.fourth-street", "fourth"),
            None
        );
    }

    #[test]
    fn a_season_marks_its_game_at_the_table() {
        let text = r#"{"kind":"rinkside-season","name":"Winter league","at_table":{"index":3,"save_id":"0a1b"},"results":[]}"#;
        assert!(season_has_at_table(text, "0a1b"));
        assert!(!season_has_at_table(text, "0a1"));
        let idle = r#"{"kind":"rinkside-season","name":"Winter league","results":[]}"#;
        assert!(!season_has_at_table(idle, "0a1b"));
    }
    use crate::games::card_hockey::{Action, CardHockey, Options};

    fn sample(id: &str) -> SavedGame {
        let mut session = Session::<CardHockey>::new(Options::default(), 8);
        session.apply(Action::Flip(Team::Home)).unwrap();
        SavedGame {
            schema: SCHEMA_VERSION,
            id: id.into(),
            game: GameId::CardHockey,
            summary: SaveSummary {
                teams: "Reds vs Blacks".into(),
                score: "0-0".into(),
                period: "1st".into(),
            },
            created_ms: 1.0,
            updated_ms: 2.0,
            record: session.record.encode(),
        }
    }

    #[test]
    fn game_names_read_from_saves_match_serde() {
        for game in GameId::ALL {
            let written = serde_json::to_string(&game).unwrap();
            assert_eq!(
                GameId::from_serde_name(written.trim_matches('"')),
                Some(game)
            );
        }
        assert_eq!(GameId::from_serde_name("Chess"), None);
    }

    #[test]
    fn a_good_entry_reads_back() {
        let save = sample("abc");
        let raw = serde_json::to_string(&save).unwrap();
        assert_eq!(parse_entry("abc", &raw), SaveSlot::Readable(save));
    }

    #[test]
    fn damaged_future_and_mismatched_entries_are_unreadable_with_reasons() {
        let raw = serde_json::to_string(&sample("abc")).unwrap();
        let reason = |slot: SaveSlot| match slot {
            SaveSlot::Unreadable { reason, .. } => reason,
            SaveSlot::Readable(_) => panic!("should be unreadable"),
        };
        assert!(reason(parse_entry("abc", &raw[..raw.len() / 2])).contains("damaged"));
        assert!(reason(parse_entry("abc", "")).contains("damaged"));
        let future = raw.replace("\"schema\":1", "\"schema\":7");
        assert!(reason(parse_entry("abc", &future)).contains("newer version"));
        assert!(reason(parse_entry("xyz", &raw)).contains("does not match"));
        let mut edited = sample("abc");
        edited.record = GameRecord::<CardHockey>::new(Options::default(), 1).encode();
        edited.record.pop();
        let raw = serde_json::to_string(&edited).unwrap();
        assert!(!reason(parse_entry("abc", &raw)).is_empty());
    }

    #[test]
    fn a_stored_team_reads_back_and_a_bad_one_says_why() {
        let league = crate::league::League::builtin();
        let stored = StoredTeam {
            schema: TEAM_SCHEMA_VERSION,
            team: league.teams[0].clone(),
            saved_ms: 1.5e12,
        };
        let key = format!("{TEAM_KEY_PREFIX}{}", stored.team.abbreviation);
        let raw = serde_json::to_string(&stored).unwrap();
        assert_eq!(parse_team_entry(&key, &raw), Ok(stored));
        let reason = |raw: &str| parse_team_entry(&key, raw).unwrap_err().reason;
        assert!(reason(&raw[..raw.len() / 2]).contains("damaged"));
        assert!(reason("").contains("damaged"));
        let future = raw.replace("\"schema\":1", "\"schema\":9");
        assert!(reason(&future).contains("newer version"));
    }
}
