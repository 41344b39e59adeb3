//! Fuzzing every game's records: the text a link or save carries is mutated (bytes flipped,
//! inserted and removed, the checksum recomputed so the damage reaches the decoder), and the
//! sims' own teams are mutated as data (empty, huge, zeroed, maximum values, no goalie, one
//! skater, long names) and sent in a record. Each case must be refused with a message or
//! replay, and a replayed game must go on playing, all without a panic.
//!
//! `cargo run --profile bench-native --bin fuzz_records [cases] [seed]` runs it at scale; the
//! test suite runs a few thousand cases.

use crate::engine::record::{FORMAT_VERSION, encode_raw};
use crate::engine::{ByTeam, Game, GameRecord, Session};
use crate::games::sim::TeamPick;
use crate::games::{card_hockey, crease, fourth_street, icih, open_ice};
use crate::league::{League, LeagueTeam, Position, StatLine};
use base64::{Engine as _, engine::general_purpose::URL_SAFE_NO_PAD};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::{Duration, Instant};

pub mod links;

/// What one case came to.
#[derive(Debug, Clone, PartialEq)]
pub enum Verdict {
    /// Refused when decoded or replayed, with this message.
    Refused(String),
    /// Decoded, replayed and played on.
    Replayed,
    /// Panicked: a bug.
    Panicked(String),
}

/// The figures of a run.
#[derive(Debug, Clone, Default)]
pub struct Report {
    pub cases: u64,
    pub refused: u64,
    pub replayed: u64,
    pub panics: Vec<(u64, String, String)>,
    pub worst: Duration,
    pub worst_case: u64,
    /// What the worst case was (said by the link fuzzer).
    pub worst_what: String,
    /// Cases that broke a promise other than not panicking (a refusal that changed the
    /// device): case, what it was, the promise.
    pub broken: Vec<(u64, String, String)>,
    /// Refusals by message, the first words of each.
    pub messages: std::collections::BTreeMap<String, u64>,
}

impl Report {
    pub fn summary(&self) -> String {
        let mut out = format!(
            "cases {}\nrefused with a message {}\nreplayed {}\npanics caught {}\nworst time per case {:.1} ms (case {})\n",
            self.cases,
            self.refused,
            self.replayed,
            self.panics.len(),
            self.worst.as_secs_f64() * 1000.0,
            self.worst_case
        );
        if !self.worst_what.is_empty() {
            out.push_str(&format!("worst case: {}\n", self.worst_what));
        }
        out.push_str(&format!("promises broken {}\n", self.broken.len()));
        for (case, what, promise) in self.broken.iter().take(20) {
            out.push_str(&format!("BROKEN case {case} ({what}): {promise}\n"));
        }
        out.push_str("refusals by message:\n");
        for (message, count) in &self.messages {
            out.push_str(&format!("  {count:>7}  {message}\n"));
        }
        for (case, game, message) in self.panics.iter().take(20) {
            out.push_str(&format!("PANIC case {case} ({game}): {message}\n"));
        }
        out
    }
}

/// Decodes and replays `text` as game `G`, then plays up to `more` further steps.
fn try_record<G: Game>(text: &str, more: usize) -> Result<(), String> {
    let record = GameRecord::<G>::decode(text).map_err(|e| e.to_string())?;
    let mut session = Session::replay(&record, None).map_err(|e| e.to_string())?;
    for _ in 0..more {
        let Some(seat) = session.state.seats_to_act().first().copied() else {
            break;
        };
        let Some(action) = session.state.legal_actions(seat).first().cloned() else {
            break;
        };
        session
            .apply(action)
            .map_err(|e| format!("a legal action failed: {e}"))?;
    }
    Ok(())
}

/// Runs one record text through the game its header names.
pub fn judge(text: &str) -> Verdict {
    let run = catch_unwind(AssertUnwindSafe(
        || match crate::engine::record::peek_game(text).map_err(|e| e.to_string())? {
            crate::engine::GameId::CardHockey => try_record::<card_hockey::CardHockey>(text, 20),
            crate::engine::GameId::Icih => try_record::<icih::Icih>(text, 20),
            crate::engine::GameId::OpenIce => try_record::<open_ice::OpenIce>(text, 20),
            crate::engine::GameId::InsideTheCrease => try_record::<crease::Crease>(text, 20),
            crate::engine::GameId::FourthStreet => {
                try_record::<fourth_street::rules::FourthStreet>(text, 20)
            }
        },
    ));
    match run {
        Ok(Ok(())) => Verdict::Replayed,
        Ok(Err(message)) => Verdict::Refused(message),
        Err(payload) => Verdict::Panicked(panic_message(payload)),
    }
}

/// What a caught panic said.
fn panic_message(payload: Box<dyn std::any::Any + Send>) -> String {
    payload
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_else(|| "a panic".into())
}

/// A short game of `G` from `options`: a few random legal actions, encoded.
fn seed_record<G: Game>(options: G::Options, seed: u64, steps: usize) -> String {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut session = Session::<G>::new(options, seed);
    for _ in 0..steps {
        let seats = session.state.seats_to_act();
        if seats.is_empty() {
            break;
        }
        let seat = seats[rng.random_range(0..seats.len())];
        let legal = session.state.legal_actions(seat);
        if legal.is_empty() {
            break;
        }
        let action = legal[rng.random_range(0..legal.len())].clone();
        session.apply(action).expect("a legal action applies");
    }
    session.record.encode()
}

/// Records to start from: every game, a few lengths, the sims with league and own teams.
pub fn seed_records() -> Vec<String> {
    let league = League::builtin();
    let own = || {
        let (skaters, goalies) = crate::league::team_csv_template(&league.teams[5]);
        crate::league::team_from_csv("OWN", "Riverton", "Otters", &skaters, &goalies, &[])
            .expect("a league team's lines make an own team")
    };
    let pair = |own_home: bool| {
        ByTeam::new(
            if own_home {
                TeamPick::Own(Box::new(own()))
            } else {
                TeamPick::League(league.teams[0].abbreviation.clone())
            },
            TeamPick::League(league.teams[1].abbreviation.clone()),
        )
    };
    let mut out = Vec::new();
    for (i, steps) in [0usize, 5, 40].into_iter().enumerate() {
        let seed = 100 + i as u64;
        out.push(seed_record::<card_hockey::CardHockey>(
            Default::default(),
            seed,
            steps,
        ));
        out.push(seed_record::<icih::Icih>(Default::default(), seed, steps));
        for own_home in [false, true] {
            out.push(seed_record::<open_ice::OpenIce>(
                open_ice::Options {
                    teams: pair(own_home),
                    ..Default::default()
                },
                seed,
                steps,
            ));
            out.push(seed_record::<crease::Crease>(
                crease::Options {
                    teams: pair(own_home),
                    ..Default::default()
                },
                seed,
                steps,
            ));
            out.push(seed_record::<fourth_street::rules::FourthStreet>(
                fourth_street::state::Options {
                    teams: pair(own_home),
                    ..Default::default()
                },
                seed,
                steps,
            ));
        }
    }
    out
}

/// The record's text with its body's bytes flipped, inserted or removed and the checksum
/// made right again.
fn mutate_bytes(text: &str, rng: &mut ChaCha8Rng) -> String {
    let bytes = URL_SAFE_NO_PAD
        .decode(text)
        .expect("a seed record is base64url");
    let (format, game) = (bytes[0], bytes[1]);
    let mut body = bytes[2..bytes.len() - 4].to_vec();
    for _ in 0..rng.random_range(1..=4) {
        match rng.random_range(0..4) {
            0 if !body.is_empty() => {
                let i = rng.random_range(0..body.len());
                body[i] = rng.random();
            }
            1 if !body.is_empty() => {
                let i = rng.random_range(0..body.len());
                body[i] ^= 1 << rng.random_range(0..8);
            }
            2 => {
                let i = rng.random_range(0..=body.len());
                let n = rng.random_range(1..=8);
                for _ in 0..n {
                    body.insert(i, rng.random());
                }
            }
            _ if !body.is_empty() => {
                let i = rng.random_range(0..body.len());
                let n = rng.random_range(1..=8).min(body.len() - i);
                body.drain(i..i + n);
            }
            _ => {}
        }
    }
    // Now and then the header too: another game's code, or another format.
    let (format, game) = match rng.random_range(0..50) {
        0 => (format, rng.random_range(0..8)),
        1 => (rng.random_range(0..3), game),
        _ => (format, game),
    };
    debug_assert_eq!(FORMAT_VERSION, 1);
    encode_raw(format, game, &body)
}

/// An own team changed as data the way a hand-edited save or link might change it.
fn mutate_team(base: &LeagueTeam, rng: &mut ChaCha8Rng) -> LeagueTeam {
    let mut team = base.clone();
    match rng.random_range(0..10) {
        0 => team.roster.clear(),
        1 => {
            let first = team.roster[0].clone();
            let n = rng.random_range(41..=2_000);
            for i in 0..n {
                let mut p = first.clone();
                p.id = format!("x{i}");
                team.roster.push(p);
            }
        }
        2 => {
            for p in &mut team.roster {
                match &mut p.line {
                    StatLine::Skater(l) => *l = Default::default(),
                    StatLine::Goalie(l) => *l = Default::default(),
                }
            }
            team.record = Default::default();
        }
        3 => {
            for p in &mut team.roster {
                match &mut p.line {
                    StatLine::Skater(l) => {
                        l.games = u32::MAX;
                        l.goals = u32::MAX;
                        l.shots = u32::MAX;
                        l.toi_seconds = u32::MAX;
                        l.plus_minus = i32::MIN;
                    }
                    StatLine::Goalie(l) => {
                        l.games = u32::MAX;
                        l.shots_against = u32::MAX;
                        l.saves = u32::MAX;
                        l.minutes = u32::MAX;
                    }
                }
            }
            team.record.games = u32::MAX;
        }
        4 => team.roster.retain(|p| p.position != Position::Goalie),
        5 => {
            let mut kept = 0;
            let keep = rng.random_range(0..=6);
            team.roster.retain(|p| {
                p.position == Position::Goalie || {
                    kept += 1;
                    kept <= keep
                }
            });
        }
        6 => {
            team.name = "N".repeat(rng.random_range(0..5_000));
            if let Some(p) = team.roster.first_mut() {
                p.name = "é".repeat(rng.random_range(0..5_000));
                p.id = String::new();
            }
        }
        7 => {
            // Positions and lines that disagree.
            for p in &mut team.roster {
                if rng.random_range(0..4) == 0 {
                    p.position = Position::ALL[rng.random_range(0..Position::ALL.len())];
                }
            }
        }
        _ => {
            // A few numbers anywhere from zero to the maximum, the rest left real.
            for _ in 0..rng.random_range(1..=6) {
                let i = rng.random_range(0..team.roster.len());
                let value = match rng.random_range(0..4) {
                    0 => 0,
                    1 => u32::MAX,
                    2 => rng.random_range(0..300),
                    _ => rng.random(),
                };
                match &mut team.roster[i].line {
                    StatLine::Skater(l) => match rng.random_range(0..6) {
                        0 => l.games = value,
                        1 => l.goals = value,
                        2 => l.shots = value,
                        3 => l.toi_seconds = value,
                        4 => l.penalty_minutes = value,
                        _ => l.faceoffs_won = value,
                    },
                    StatLine::Goalie(l) => match rng.random_range(0..5) {
                        0 => l.games = value,
                        1 => l.starts = value,
                        2 => l.shots_against = value,
                        3 => l.saves = value,
                        _ => l.minutes = value,
                    },
                }
            }
        }
    }
    team
}

/// A sim's record with a mutated own team on a random side and a few random actions.
fn own_team_case(rng: &mut ChaCha8Rng, base: &LeagueTeam) -> String {
    let league = League::builtin();
    let team = mutate_team(base, rng);
    let other = TeamPick::League(
        league.teams[rng.random_range(0..league.teams.len())]
            .abbreviation
            .clone(),
    );
    let teams = if rng.random_range(0..2) == 0 {
        ByTeam::new(TeamPick::Own(Box::new(team)), other)
    } else {
        ByTeam::new(other, TeamPick::Own(Box::new(team)))
    };
    let seed = rng.random();
    match rng.random_range(0..3) {
        0 => GameRecord::<open_ice::OpenIce>::new(
            open_ice::Options {
                teams,
                ..Default::default()
            },
            seed,
        )
        .encode(),
        1 => GameRecord::<crease::Crease>::new(
            crease::Options {
                teams,
                ..Default::default()
            },
            seed,
        )
        .encode(),
        _ => GameRecord::<fourth_street::rules::FourthStreet>::new(
            fourth_street::state::Options {
                teams,
                ..Default::default()
            },
            seed,
        )
        .encode(),
    }
}

/// Runs `cases` cases from `seed`: nine in ten mutate a seed record's bytes, one in ten
/// sends a mutated own team. `progress` is told each case's number before it runs (the
/// command prints it from its panic hook).
pub fn run(cases: u64, seed: u64, mut progress: impl FnMut(u64)) -> Report {
    let seeds = seed_records();
    let league = League::builtin();
    let bases: Vec<LeagueTeam> = league.teams.iter().take(4).cloned().collect();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut report = Report::default();
    for case in 0..cases {
        progress(case);
        let text = if rng.random_range(0..10) == 0 {
            let base = &bases[rng.random_range(0..bases.len())];
            own_team_case(&mut rng, base)
        } else {
            let start = &seeds[rng.random_range(0..seeds.len())];
            mutate_bytes(start, &mut rng)
        };
        let game = crate::engine::record::peek_game(&text)
            .map(|g| g.name().to_string())
            .unwrap_or_else(|_| "no game".into());
        let began = Instant::now();
        let verdict = judge(&text);
        let took = began.elapsed();
        if took > report.worst {
            report.worst = took;
            report.worst_case = case;
        }
        report.cases += 1;
        match verdict {
            Verdict::Refused(message) => {
                report.refused += 1;
                let key: String = message
                    .split(':')
                    .next()
                    .unwrap_or("")
                    .chars()
                    .take(70)
                    .collect();
                *report.messages.entry(key).or_default() += 1;
            }
            Verdict::Replayed => report.replayed += 1,
            Verdict::Panicked(message) => report.panics.push((case, game, message)),
        }
    }
    report
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_records_replay() {
        for text in seed_records() {
            assert_eq!(judge(&text), Verdict::Replayed, "{text}");
        }
    }

    /// A few thousand cases (the command runs 100,000 and more): nothing panics, and both
    /// refusals and replays turn up.
    #[test]
    fn mutated_records_are_refused_or_replayed_never_panic() {
        let report = run(3_000, 26, |_| {});
        assert!(report.panics.is_empty(), "{}", report.summary());
        assert!(
            report.refused > 100 && report.replayed > 100,
            "{}",
            report.summary()
        );
    }
}
