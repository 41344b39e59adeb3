//! One finished game per rules version each game ever shipped, kept as committed files under
//! `tests/fixtures/records/` so that saves and links made under any version keep opening and
//! replaying to the position they reached (tests/record_fixtures.rs checks them).
//!
//! Regenerate with: cargo run --release --bin fixtures_records. Do so only when a test names
//! a file as stale for a reason other than a rule change: a rule change must bump the game's
//! rules version and leave the old versions' files passing.
//!
//! A file holds the record's share code and the position its replay must reach: the final
//! score and how it was decided, the number of actions, and a fingerprint, the CRC-32 of the
//! final state's serde JSON. The state holds the clock, the score and box score, every card
//! and the random generator's position, so any roll, draw or decision replayed differently
//! changes it; JSON because serde is already how the engine's data is written (the saves'
//! own layout is postcard, which the record already pins). Adding a field to a state changes
//! the fingerprint without changing any game: then regenerate, checking the scores still match.

use crate::engine::{ByTeam, Game, GameId, GameRecord, Session};
use crate::games::sim::{Coach, TeamPick};
use crate::games::{card_hockey, crease, fourth_street, icih, open_ice};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Where the files live, relative to the repository root.
pub const DIR: &str = "tests/fixtures/records";

/// Every (game, rules version) that ever shipped.
pub fn versions() -> Vec<(GameId, u16)> {
    let mut out = Vec::new();
    for game in GameId::ALL {
        for version in 1..=newest(game) {
            out.push((game, version));
        }
    }
    out
}

/// The newest rules version of `game`.
pub fn newest(game: GameId) -> u16 {
    match game {
        GameId::CardHockey => card_hockey::CardHockey::RULES_VERSION,
        GameId::Icih => icih::Icih::RULES_VERSION,
        GameId::OpenIce => open_ice::OpenIce::RULES_VERSION,
        GameId::InsideTheCrease => crease::Crease::RULES_VERSION,
        GameId::FourthStreet => fourth_street::rules::FourthStreet::RULES_VERSION,
    }
}

/// The file name of a version's fixture, e.g. `crease-v3.txt`.
pub fn file_name(game: GameId, version: u16) -> String {
    format!("{}-v{version}.txt", game.slug())
}

/// Where a replayed record ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FinalPosition {
    /// "home-away", e.g. "3-2".
    pub score: String,
    /// "Regulation", "Overtime" or "Shootout"; "unfinished" if the game did not end.
    pub decided_in: String,
    pub actions: usize,
    pub fingerprint: u32,
}

impl FinalPosition {
    fn of<G: Game>(session: &Session<G>) -> FinalPosition {
        let (score, decided_in) = match session.state.outcome() {
            Some(o) => (
                format!("{}-{}", o.final_score.home, o.final_score.away),
                format!("{:?}", o.decided_in),
            ),
            None => ("-".into(), "unfinished".into()),
        };
        // Serialising plain data into a String cannot fail.
        let json = serde_json::to_string(&session.state).expect("a state serialises");
        FinalPosition {
            score,
            decided_in,
            actions: session.record.actions.len(),
            fingerprint: crc32fast::hash(json.as_bytes()),
        }
    }
}

/// A fixture file: the record's code and the position it must reach.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FixtureFile {
    pub record: String,
    pub expected: FinalPosition,
}

impl FixtureFile {
    pub fn to_text(&self, game: GameId, version: u16) -> String {
        format!(
            "# {} under rules version {version}: a finished game (src/games/record_fixtures.rs)\n\
             record {}\nscore {}\ndecided_in {}\nactions {}\nfingerprint {:08x}\n",
            game.name(),
            self.record,
            self.expected.score,
            self.expected.decided_in,
            self.expected.actions,
            self.expected.fingerprint
        )
    }

    pub fn parse(text: &str) -> Result<FixtureFile, String> {
        let field = |name: &str| {
            text.lines()
                .find_map(|l| l.strip_prefix(name)?.strip_prefix(' '))
                .map(str::trim)
                .ok_or_else(|| format!("no `{name}` line"))
        };
        Ok(FixtureFile {
            record: field("record")?.to_string(),
            expected: FinalPosition {
                score: field("score")?.to_string(),
                decided_in: field("decided_in")?.to_string(),
                actions: field("actions")?
                    .parse()
                    .map_err(|_| "`actions` is not a number".to_string())?,
                fingerprint: u32::from_str_radix(field("fingerprint")?, 16)
                    .map_err(|_| "`fingerprint` is not hex".to_string())?,
            },
        })
    }
}

/// Decodes `code` with the public record API as game `G` and replays it to the end.
fn replay<G: Game>(code: &str) -> Result<(u16, FinalPosition), String> {
    let record = GameRecord::<G>::decode(code).map_err(|e| e.to_string())?;
    let session = Session::replay(&record, None).map_err(|e| e.to_string())?;
    Ok((record.rules_version, FinalPosition::of(&session)))
}

/// Replays a fixture's record as `game`: the rules version the record carries and where it
/// ended.
pub fn replay_code(game: GameId, code: &str) -> Result<(u16, FinalPosition), String> {
    match game {
        GameId::CardHockey => replay::<card_hockey::CardHockey>(code),
        GameId::Icih => replay::<icih::Icih>(code),
        GameId::OpenIce => replay::<open_ice::OpenIce>(code),
        GameId::InsideTheCrease => replay::<crease::Crease>(code),
        GameId::FourthStreet => replay::<fourth_street::rules::FourthStreet>(code),
    }
}

/// Plays a whole game of `G` under `version` from `seed`: `manager` decides when it has a
/// choice, and otherwise (and one time in ten anyway) a random legal decision is taken, so every
/// kind of decision gets into the record while the game stays a plausible one.
fn play_out<G: Game>(
    options: G::Options,
    seed: u64,
    version: u16,
    manager: impl Fn(&G, crate::engine::Team) -> Option<G::Action>,
) -> FixtureFile {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut session = Session::<G>::with_rules_version(options, seed, version);
    while session.state.outcome().is_none() {
        let seats = session.state.seats_to_act();
        assert!(!seats.is_empty(), "an unfinished game waits for someone");
        let seat = seats[rng.random_range(0..seats.len())];
        let managed = manager(&session.state, seat).filter(|_| rng.random_range(0..10) != 0);
        let action = managed.unwrap_or_else(|| {
            let legal = session.state.legal_actions(seat);
            legal[rng.random_range(0..legal.len())].clone()
        });
        session.apply(action).expect("a legal action applies");
        assert!(session.record.actions.len() < 1_000_000, "the game ends");
    }
    FixtureFile {
        record: session.record.encode(),
        expected: FinalPosition::of(&session),
    }
}

/// The sims' teams: two league teams, or for the newest version an own team at home, so a
/// record carrying a whole team is pinned too.
fn sim_teams(newest: bool) -> ByTeam<TeamPick> {
    let away = TeamPick::League("GLF".into());
    if !newest {
        return ByTeam::new(TeamPick::League("MBC".into()), away);
    }
    let league = crate::games::sim::builtin_league();
    let (skaters, goalies) = crate::league::team_csv_template(&league.teams[5]);
    let own = crate::league::team_from_csv("OWN", "Riverton", "Otters", &skaters, &goalies, &[])
        .expect("a league team's lines make an own team");
    ByTeam::new(TeamPick::Own(Box::new(own)), away)
}

/// Makes the fixture of `game` under `version`, with the options a new game had under that
/// version (the defaults the rules-version tests spell out).
pub fn make(game: GameId, version: u16) -> FixtureFile {
    let seed = 1000 * u64::from(game.code()) + u64::from(version);
    let is_newest = version == newest(game);
    let people = ByTeam::new(Coach::Person, Coach::Computer);
    match game {
        GameId::CardHockey => {
            play_out::<card_hockey::CardHockey>(Default::default(), seed, version, |_, _| None)
        }
        GameId::Icih => play_out::<icih::Icih>(Default::default(), seed, version, |_, _| None),
        GameId::OpenIce => play_out::<open_ice::OpenIce>(
            open_ice::Options {
                teams: sim_teams(is_newest),
                coaches: people,
                ..Default::default()
            },
            seed,
            version,
            |g, t| g.manager_choice(t),
        ),
        GameId::InsideTheCrease => play_out::<crease::Crease>(
            crease::Options {
                teams: sim_teams(is_newest),
                coaches: people,
                // 3 on 3 was version 4's default overtime; 4 on 4 before and since.
                overtime_skaters: if version == 4 { 3 } else { 4 },
                ..Default::default()
            },
            seed,
            version,
            |g, t| g.manager_choice(t),
        ),
        GameId::FourthStreet => {
            use fourth_street::state::Options;
            let mut options = Options {
                teams: sim_teams(is_newest),
                coaches: people,
                ..Options::default()
            };
            // Version 3's defaults (versions 1-2 had no others), and version 4's.
            match version {
                ..=3 => options = options.as_of_version_3(),
                4 => options = options.as_of_version_4(),
                _ => {}
            }
            play_out::<fourth_street::rules::FourthStreet>(options, seed, version, |g, t| {
                g.manager_choice(t)
            })
        }
    }
}

/// Where the saved-game fixtures live: the newest version's record in a localStorage entry.
pub const SAVES_DIR: &str = "tests/fixtures/saves";

/// The saved-game id of a game's save fixture.
pub fn save_id(game: GameId) -> String {
    format!("fixture-{}", game.slug())
}

/// A localStorage entry (storage::SavedGame as JSON) holding a fixture's record.
pub fn saved_game(game: GameId, fixture: &FixtureFile) -> String {
    let save = crate::storage::SavedGame {
        schema: crate::storage::SCHEMA_VERSION,
        id: save_id(game),
        game,
        summary: crate::storage::SaveSummary {
            teams: "Home vs Away".into(),
            score: fixture.expected.score.clone(),
            period: "Final".into(),
        },
        created_ms: 1_795_000_000_000.0,
        updated_ms: 1_795_000_000_000.0,
        record: fixture.record.clone(),
    };
    serde_json::to_string_pretty(&save).expect("a save serialises")
}
