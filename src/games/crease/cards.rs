//! Inside the Crease card builder: skater cards (D29-D46) and goalie cards (D48-D53) from the
//! shared league's season stat lines.
//!
//! # Scales (the FAC deck's stop numbers are read against these: rating >= N succeeds)
//! - DEF, PK DEF, TAKE, HIT, PEN, BLK, LP, BRK, AST and FO: integers [`RATING_MIN`]..=[`RATING_MAX`]
//!   (1-9). FO is `None` for a player with fewer than [`FO_MIN_TAKEN`] faceoffs in the season
//!   (R6 then counts him as 1). A deck with stop thresholds spread evenly over 1-9 gives a
//!   rating r a success chance of r/9, which the penalty formula below assumes.
//! - MIN, MAJ, MIS and INJ: on the 1-38 penalty number (A25, A27). MIN counts up from 1, MAJ
//!   down from 38, MIS up from 1.
//! - SO: added to the other side's SO and read against a 1-100 SHOOTOUT number (A37): skaters
//!   [`SO_SKATER`], goalies [`SO_GOALIE`]; an average pair sums to about 30-32.
//! - SHFT: 2-minute shifts a game, 1-30.
//!
//! # The nominal reading model (what "expected per game" means)
//! A game has [`READINGS_PER_GAME`] PASS TO readings (R82); a team has the puck for
//! [`POSSESSION_SHARE`] of them; a skater is on the ice for his TOI share of the game and is the
//! PASS TO receiver on [`RECEIVER_SHARE`] (one of five slots) of his team's readings while on.
//! Of those, [`READ_THROUGH`] get past the defensive stops to his 1-40 number; of the shots
//! taken, [`ON_GOAL`] beat the WIDE/BLOCKED stops. On top of his own readings he receives
//! [`FOLLOW_UPS_PER_READING`] AST-pass and rebound shots per reading, read in his AST section
//! (a number past its fill is a wide shot). His readings are split into PP and SH ones by the
//! team's power plays and times short-handed ([`PP_READINGS_PER_CHANCE`],
//! [`SH_READINGS_PER_TIME`]) and his part in them (PP points; a PK DEF rating), see
//! [`nominal_readings`]. [`expected_per_game`] turns a card and readings back into shots, goals
//! and PIM; the tests hold the league's regulars to their lines within 15%.
//!
//! That first model (rules version 1) gave a team's skaters about a third of the power-play
//! readings the team gets and 1.8 times its short-handed ones. From rules version 2
//! ([`SPECIAL_UNITS_VERSION`]) the engine plays power plays and penalty kills with units, and
//! the cards are built for them ([`team_cards_for`]): [`special_shares`] gives each dressed
//! skater his share of the team's power-play time (five places, by power-play points a game,
//! one or two of them defencemen) and penalty-kill time (two forwards, two defencemen, by TOI
//! and PK role), the engine's manager sends units that give him that share, and
//! [`deployed_readings`] gives him those readings: the team's power-play readings × his share
//! / 5, its short-handed readings × his share / 4, EVEN the rest of his TOI's readings.
//!
//! From rules version 3 ([`CORRECTED_VERSION`]) each skater's targets are scaled by his row of
//! `corrections.csv`, from version 4 ([`REFIT_VERSION`]) of `corrections_v4.csv`, from version 5
//! ([`BOOK_REFIT_VERSION`]) of `corrections_v5.csv`
//! ([`builtin_corrections_for`]; each fitted by `calibrate_crease` against the league's
//! computer-managed games; see [`skater_card_corrected`] for what each factor moves).
//!
//! # Formulas
//! - Shot numbers in EVEN/PP/SH: the shots on goal he took at that strength a game (PP share of
//!   shots from his PP goals, SH share from his SH goals, blended with his reading share), over
//!   ON_GOAL, less the follow-up shots, over the section's readings × READ_THROUGH, times 40.
//!   PP and SH are built first; EVEN takes the rest of his shots, so rounding and caps there do
//!   not change his total. EVEN holds at most 40 - GIVE - 1 shot numbers (AST numbers give way
//!   to shots); what it cannot hold spills into PP, then SH, up to their caps.
//! - Shot types: the league mix [`BASE_MIX`] tilted (w_i ∝ BASE_MIX_i · e^(λ·(5-i))) until the
//!   average goalie's goal chance over the mix equals his shooting percentage less
//!   [`EXTRA_GOAL_SHARE`] (the goals breakaways, penalty shots and empty nets add), then whole
//!   numbers by largest remainder and single-number moves that bring the section's chance
//!   closest to it.
//! - AST section fill: 16 + 2 × shots per 60 (20-38); the same shot-type mix.
//! - AST (the play) numbers: the assists he makes at that strength a game × [`AST_FROM_PASS`]
//!   (the share of assists that come from an AST pass; the rest come from the FAC's AST
//!   section after goals), over the goals an AST pass yields (ON_GOAL × league goal rate),
//!   per reading (at most 6 in EVEN, 8 in PP, 3 in SH). GIVE: 2, 1 for AST rating >= 7, 3 for
//!   AST rating <= 2 (SH: one more; PP: always 1). ICE: 4 (SH only). PASS: the rest (at least 1
//!   in EVEN, 2 in PP and SH). Order on the card: SH5..SH0, AST, PASS, ICE, GIVE.
//! - AST rating 10 × assists/game (at least 1: AST checks then find players in proportion to
//!   their assists); HIT 1 + 2.5 × hits/game; BLK 1 + 3 × blocks/game;
//!   PEN 1 + 6 × PIM/game; BRK 1 + 14 × goals/game (D -1); LP 2 + 1.5 × hits/game + 2.5 ×
//!   points/game; FO 5 + 40 × (faceoff % - 50%), the % pulled to 50% by 10 won and 10 lost.
//! - DEF (heuristic): 5 for D, 4 for C, 3 for wingers, + plus-minus per 82 games / 10, + (TOI -
//!   position's usual TOI) / 4 minutes. PK DEF = DEF + 1 for players with short-handed points
//!   or blocks a game 1.3 times their position's usual; none otherwise.
//! - TAKE (heuristic): 3 + 2.5 × points/game + plus-minus per 82 / 15, D -1.
//! - MIN/MAJ: of his PIM a game, a share (PIM/game - 0.5) / 3 (0-50%) is read as majors (5
//!   minutes), the rest as minors. He faces [`PENALTY_IF_SHARE`] penalty checks per reading
//!   (as the named defender), passes PEN/9 of them; MIN width = minors/game × 38 × 9 / (checks ×
//!   PEN), MAJ likewise with majors. MIS: 1 number per 0.75 PIM/game over 0.5, at most 4.
//! - SHFT: TOI / 2 minutes, rounded (a shift is 2:00, 6 readings; a 20-minute player is on
//!   for 10 of the game's 30 shift slots).
//! - INJ: 2 + 6 × the share of team games he missed (2-8; games missed stand in for proneness).
//! - SO: 15 × his shooting % / the league's (5-25); goalie 17 × his goals-against rate / the
//!   league's (8-26).
//! - Goalie columns: GOAL widths [`BASE_CHANCE`] × (his goals per shot / BASE_MIX·BASE_CHANCE),
//!   at least 1, so the league mix gives back his save percentage and goal chances never rise
//!   from SH5 to SH0; then REB 10, HELD (the rest), DLD 7, DRD 7, DLW 5, DRW 5, DC 5, OOP 4.
//!   (BRK) marks: the first round(7 × his goals-against rate / the league's) numbers of 91-99
//!   (3-9, A12). Goalies: INJ 2, MIN 1-2, no MAJ.
//!
//! "The league's" rates are the fixed [`LEAGUE_SAVE_PCT`] (A42's target) and
//! [`LEAGUE_SHOOTING_PCT`], so a team's cards do not depend on which league it plays in. SH0's
//! goal chance (about 2%) is the lowest a shot can have: a skater who scores less often than
//! that (a few defencemen) gets all-SH0 shots and scores a little more than his line.

use super::{Play, Save, ShotType, Slot};
use crate::games::sim::Roster;
pub use crate::league::{Correction, Corrections};
use crate::league::{Dressing, GoalieLine, LeagueTeam, Player, Position, SkaterLine};
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// Lowest rating on the 1-9 scale (DEF, PK DEF, TAKE, HIT, PEN, BLK, LP, BRK, AST, FO).
pub const RATING_MIN: u8 = 1;
/// Highest rating on the 1-9 scale.
pub const RATING_MAX: u8 = 9;
/// Numbers in each 1-40 section.
pub const SECTION_NUMBERS: u8 = 40;
/// The penalty number's top (MIN, MAJ, MIS, INJ).
pub const PENALTY_NUMBERS: u8 = 38;
/// The SHOT number's top (goalie columns).
pub const SHOT_NUMBERS: u8 = 100;
/// Where (BRK) marks may sit on a goalie card (A12).
pub const BRK_FIRST: u8 = 91;
pub const BRK_LAST: u8 = 99;
/// Faceoffs a season a player must have taken to get an FO rating.
pub const FO_MIN_TAKEN: u32 = 20;
/// Skater SO range.
pub const SO_SKATER: (u8, u8) = (5, 25);
/// Goalie SO range.
pub const SO_GOALIE: (u8, u8) = (8, 26);
/// Skater INJ range on the 1-38 number.
pub const INJ_SKATER: (u8, u8) = (2, 8);
/// Goalies' INJ.
pub const INJ_GOALIE: u8 = 2;

/// PASS TO readings in a regulation game (R82).
pub const READINGS_PER_GAME: f64 = 180.0;
/// The share of the readings a team has the puck.
pub const POSSESSION_SHARE: f64 = 0.5;
/// The share of his team's readings a skater on the ice receives (one slot of five).
pub const RECEIVER_SHARE: f64 = 0.2;
/// The share of PASS TO readings no stop ends (A41: stops succeed on 20-25%).
pub const READ_THROUGH: f64 = 0.80;
/// The share of shots the SHOT stops (WIDE SHOT IF, BLOCKED IF) let through to the goalie.
pub const ON_GOAL: f64 = 0.85;
/// AST-pass and rebound shots a skater takes per PASS TO reading he receives (read in his AST
/// section): AST passes on about 3 of 40 numbers past the stops, plus rebounds won.
pub const FOLLOW_UPS_PER_READING: f64 = 0.075;
/// Readings with the puck a team gets per power-play chance (six readings, the PP team holding
/// the puck somewhat more than half).
pub const PP_READINGS_PER_CHANCE: f64 = 3.0;
/// Readings with the puck a team gets per time short-handed.
pub const SH_READINGS_PER_TIME: f64 = 2.0;
/// PENALTY IF stops naming a skater per reading he receives: he defends as many readings as
/// his team attacks while he is on, and a stop names his slot one time in five, so this is the
/// share of PASS TO cards carrying a PENALTY IF (thresholds spread evenly over 1-9).
pub const PENALTY_IF_SHARE: f64 = 0.2;
/// The share of assists that come from an AST pass (the rest from the AST section, R63).
pub const AST_FROM_PASS: f64 = 0.08;
/// The league's mix of shot types, SH5..SH0.
pub const BASE_MIX: [f64; 6] = [0.10, 0.13, 0.19, 0.23, 0.20, 0.15];
/// Goal chances per shot type before scaling to a save percentage, SH5..SH0 (A42).
pub const BASE_CHANCE: [f64; 6] = [0.22, 0.15, 0.10, 0.065, 0.04, 0.018];
/// How much more often a power-play shot scores than others.
pub const PP_SHOT_QUALITY: f64 = 1.35;
/// The share of a skater's goals the game gives him outside his shot sections: breakaways,
/// penalty shots and empty nets (measured: about 0.33 of 3.2 goals a team a game before this
/// correction). His sections aim at his shooting percentage less this share.
pub const EXTRA_GOAL_SHARE: f64 = 0.10;
/// The save percentage an average goalie has (A42's calibration target); skaters' shot mixes
/// are solved against the goalie with this save percentage.
pub const LEAGUE_SAVE_PCT: f64 = 0.903;
/// Goals per shot on goal in the league, for the SO ratings.
pub const LEAGUE_SHOOTING_PCT: f64 = 0.093;

/// An inclusive span of numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Span {
    pub low: u8,
    pub high: u8,
}

impl Span {
    pub fn contains(self, n: u8) -> bool {
        (self.low..=self.high).contains(&n)
    }
    pub fn width(self) -> u8 {
        self.high - self.low + 1
    }
}

/// One range of a section or column and its result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Entry<T> {
    pub span: Span,
    pub result: T,
}

/// Ordered, non-overlapping ranges from 1 up.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Ranges<T> {
    pub entries: Vec<Entry<T>>,
}

impl<T: Copy + PartialEq> Ranges<T> {
    /// Consecutive ranges from 1 with the given widths (zero widths skipped).
    fn from_widths(widths: &[(T, u8)]) -> Ranges<T> {
        let mut low = 1u8;
        let mut entries = Vec::new();
        for &(result, width) in widths {
            if width == 0 {
                continue;
            }
            entries.push(Entry {
                span: Span {
                    low,
                    high: low + width - 1,
                },
                result,
            });
            low += width;
        }
        Ranges { entries }
    }

    /// The result a number lands on, `None` past the last range.
    pub fn read(&self, n: u8) -> Option<T> {
        self.entries
            .iter()
            .find(|e| e.span.contains(n))
            .map(|e| e.result)
    }

    /// The last number covered (0 if none).
    pub fn top(&self) -> u8 {
        self.entries.last().map_or(0, |e| e.span.high)
    }

    /// How many numbers give a result matching `f`.
    pub fn count(&self, f: impl Fn(T) -> bool) -> u8 {
        self.entries
            .iter()
            .filter(|e| f(e.result))
            .map(|e| e.span.width())
            .sum()
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SkaterCard {
    pub id: String,
    pub name: String,
    pub position: Position,
    pub fo: Option<u8>,
    pub def: u8,
    pub pk_def: Option<u8>,
    pub take: u8,
    pub hit: u8,
    pub pen: u8,
    pub blk: u8,
    pub lp: u8,
    pub brk: u8,
    pub ast: u8,
    pub so: u8,
    pub shft: u8,
    pub inj: u8,
    pub minor: Option<Span>,
    pub major: Option<Span>,
    pub misconduct: Option<Span>,
    /// Shot types for rebound and AST shots; a number past the top is a wide shot (D45).
    pub ast_section: Ranges<ShotType>,
    pub even: Ranges<Play>,
    pub pp: Ranges<Play>,
    pub sh: Ranges<Play>,
    /// Season assists and PIM, the tie-breakers (D46).
    pub season_assists: u32,
    pub season_pim: u32,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GoalieCard {
    pub id: String,
    pub name: String,
    /// SH5..SH0, each covering 1-100.
    pub columns: [Ranges<Save>; 6],
    /// Shot numbers marked (BRK): a goal on a breakaway or penalty shot (A12).
    pub brk: Vec<u8>,
    pub so: u8,
    pub inj: u8,
    pub minor: Option<Span>,
    pub major: Option<Span>,
}

impl GoalieCard {
    pub fn column(&self, shot: ShotType) -> &Ranges<Save> {
        &self.columns[shot_index(shot)]
    }

    /// The GOAL width of a column (GOAL is always 1..=width).
    pub fn goal_width(&self, shot: ShotType) -> u8 {
        self.column(shot).count(|s| s == Save::Goal)
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TeamCards {
    pub abbreviation: String,
    pub name: String,
    pub skaters: Vec<SkaterCard>,
    pub goalies: Vec<GoalieCard>,
}

impl TeamCards {
    /// The team's players as the box score names them, in card order.
    pub fn roster(&self) -> Roster<'_> {
        let skaters = self.skaters.iter().map(|s| (&*s.name, s.position));
        Roster::new(skaters, self.goalies.iter().map(|g| &*g.name))
    }
}

/// A skater's nominal PASS TO readings per game, by strength.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Readings {
    pub even: f64,
    pub pp: f64,
    pub sh: f64,
}

impl Readings {
    pub fn total(&self) -> f64 {
        self.even + self.pp + self.sh
    }
}

/// What a card gives back per game over given readings.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Expected {
    pub shots: f64,
    pub goals: f64,
    pub pim: f64,
}

fn shot_index(shot: ShotType) -> usize {
    ShotType::ALL.iter().position(|&s| s == shot).unwrap_or(5)
}

fn clamp_rating(x: f64) -> u8 {
    clamp_u8(x, RATING_MIN, RATING_MAX)
}

fn clamp_u8(x: f64, low: u8, high: u8) -> u8 {
    let x = if x.is_finite() { x.round() } else { 0.0 };
    x.clamp(f64::from(low), f64::from(high)) as u8
}

fn per(a: f64, b: f64) -> f64 {
    if b > 0.0 { a / b } else { 0.0 }
}

/// The average goalie's goal chance per shot type, SH5..SH0: [`BASE_CHANCE`] scaled so the
/// league mix gives back [`LEAGUE_SAVE_PCT`].
pub fn average_goal_chance() -> [f64; 6] {
    scaled_chances(1.0 - LEAGUE_SAVE_PCT)
}

fn scaled_chances(goal_rate: f64) -> [f64; 6] {
    let base: f64 = BASE_MIX.iter().zip(BASE_CHANCE).map(|(m, c)| m * c).sum();
    BASE_CHANCE.map(|c| c * goal_rate / base)
}

/// The shot-type mix whose goal chance against `chances` is `target`: [`BASE_MIX`] tilted.
fn shot_mix(target: f64, chances: &[f64; 6]) -> [f64; 6] {
    let mix = |lambda: f64| {
        let mut w = [0.0; 6];
        for (i, x) in w.iter_mut().enumerate() {
            *x = BASE_MIX[i] * (lambda * (5 - i) as f64).exp();
        }
        let total: f64 = w.iter().sum();
        w.map(|x| x / total)
    };
    let chance = |w: &[f64; 6]| w.iter().zip(chances).map(|(a, b)| a * b).sum::<f64>();
    let (mut lo, mut hi) = (-8.0, 8.0);
    for _ in 0..60 {
        let mid = (lo + hi) / 2.0;
        if chance(&mix(mid)) < target {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    mix((lo + hi) / 2.0)
}

/// `n` numbers split over the shot types by `mix`, then moved one at a time while that brings
/// the numbers' average chance nearer `target`.
fn shot_counts(n: u8, mix: &[f64; 6], chances: &[f64; 6], target: f64) -> [u8; 6] {
    let mut counts = largest_remainder(n, mix);
    if n == 0 {
        return counts;
    }
    let error = |c: &[u8; 6]| {
        let sum: f64 = c
            .iter()
            .zip(chances)
            .map(|(&k, ch)| f64::from(k) * ch)
            .sum();
        (sum / f64::from(n) - target).abs()
    };
    for _ in 0..40 {
        let now = error(&counts);
        let mut best: Option<([u8; 6], f64)> = None;
        for from in 0..6 {
            if counts[from] == 0 {
                continue;
            }
            for to in [from.wrapping_sub(1), from + 1] {
                if to >= 6 {
                    continue;
                }
                let mut c = counts;
                c[from] -= 1;
                c[to] += 1;
                let e = error(&c);
                if e + 1e-12 < best.map_or(now, |(_, b)| b) {
                    best = Some((c, e));
                }
            }
        }
        match best {
            Some((c, _)) => counts = c,
            None => break,
        }
    }
    counts
}

fn largest_remainder(n: u8, weights: &[f64; 6]) -> [u8; 6] {
    let total: f64 = weights.iter().sum();
    let exact = weights.map(|w| per(w * f64::from(n), total));
    let mut counts = exact.map(|e| e.floor() as u8);
    let mut left = n - counts.iter().sum::<u8>();
    let mut order: Vec<usize> = (0..6).collect();
    order.sort_by(|&a, &b| {
        (exact[b] - exact[b].floor())
            .total_cmp(&(exact[a] - exact[a].floor()))
            .then(a.cmp(&b))
    });
    for i in order.into_iter().cycle() {
        if left == 0 {
            break;
        }
        counts[i] += 1;
        left -= 1;
    }
    counts
}

/// A team's PP and SH readings with the puck per game.
fn team_special_readings(team: &LeagueTeam) -> (f64, f64) {
    let games = f64::from(team.record.games.max(1));
    (
        f64::from(team.record.power_play_chances) / games * PP_READINGS_PER_CHANCE,
        f64::from(team.record.times_short_handed) / games * SH_READINGS_PER_TIME,
    )
}

fn has_pk_role(line: &SkaterLine, position: Position, team: &LeagueTeam) -> bool {
    let per_game = |l: &SkaterLine| per(f64::from(l.blocked_shots), f64::from(l.games));
    let same: Vec<f64> = team
        .skaters()
        .filter(|(p, _)| p.position.is_forward() == position.is_forward())
        .map(|(_, l)| per_game(l))
        .collect();
    let usual = per(same.iter().sum(), same.len() as f64);
    line.short_handed_goals + line.short_handed_assists > 0 || per_game(line) >= 1.3 * usual
}

/// A skater's nominal readings per game (see the module doc): his TOI share of his team's
/// readings with the puck, one in five; PP readings by his share of the team's power-play
/// scoring (up to 2.5 times an even share), SH readings doubled for a PK DEF player and at 0.6
/// otherwise.
pub fn nominal_readings(player: &Player, line: &SkaterLine, team: &LeagueTeam) -> Readings {
    let total = READINGS_PER_GAME * POSSESSION_SHARE * RECEIVER_SHARE * line.toi_minutes() / 60.0;
    let (team_pp, team_sh) = team_special_readings(team);
    let team_with_puck = READINGS_PER_GAME * POSSESSION_SHARE;
    let games = f64::from(team.record.games.max(1));
    // An even share of power-play points per skater-game: each PP goal has about 2.7 points
    // over five skaters on the ice, out of the 18 dressed.
    let even_share = f64::from(team.record.power_play_goals) * 2.7 / 5.0 / games;
    let pp_points = per(
        f64::from(line.power_play_goals + line.power_play_assists),
        f64::from(line.games),
    );
    let pp_factor = if even_share > 0.0 {
        (pp_points / even_share).clamp(0.0, 2.5)
    } else {
        1.0
    };
    let pk = has_pk_role(line, player.position, team);
    let sh_factor = if pk { 2.0 } else { 0.6 };
    let pp = (total * team_pp / team_with_puck * pp_factor).min(0.4 * total);
    let sh = (total * team_sh / team_with_puck * sh_factor).min(0.3 * total);
    Readings {
        even: total - pp - sh,
        pp,
        sh,
    }
}

/// Shots taken a game per number of a section that is read `readings` times a game (the
/// readings no stop ends, spread over 40 numbers).
fn attempts_per_number(readings: f64) -> f64 {
    readings * READ_THROUGH / f64::from(SECTION_NUMBERS)
}

/// Expected shots on goal, goals and PIM per game a card gives over `readings`, with goals
/// against a goalie whose chances are `chances` (SH5..SH0).
pub fn expected_per_game(card: &SkaterCard, readings: Readings, chances: &[f64; 6]) -> Expected {
    let mut shots = 0.0;
    let mut goals = 0.0;
    let mut add = |section: &Ranges<Play>, r: f64| {
        for (i, shot) in ShotType::ALL.iter().enumerate() {
            let n = f64::from(section.count(|p| p == Play::Shot(*shot)));
            let on_goal = n * attempts_per_number(r) * ON_GOAL;
            shots += on_goal;
            goals += on_goal * chances[i];
        }
    };
    add(&card.even, readings.even);
    add(&card.pp, readings.pp);
    add(&card.sh, readings.sh);
    let follow_ups = readings.total() * FOLLOW_UPS_PER_READING / f64::from(SECTION_NUMBERS);
    for (i, shot) in ShotType::ALL.iter().enumerate() {
        let n = f64::from(card.ast_section.count(|s| s == *shot));
        let on_goal = n * follow_ups * ON_GOAL;
        shots += on_goal;
        goals += on_goal * chances[i];
    }
    let checks = readings.total() * PENALTY_IF_SHARE;
    let pass = f64::from(card.pen) / f64::from(RATING_MAX);
    let width = |s: Option<Span>| s.map_or(0.0, |s| f64::from(s.width()));
    let pim = checks * pass * (2.0 * width(card.minor) + 5.0 * width(card.major))
        / f64::from(PENALTY_NUMBERS);
    Expected { shots, goals, pim }
}

/// The usual TOI (minutes) of a position, for DEF.
fn usual_toi(position: Position) -> f64 {
    if position == Position::Defence {
        20.0
    } else {
        15.0
    }
}

/// Builds a skater's card from his season line over the first rules version's readings
/// ([`nominal_readings`]); see the module doc for every formula.
pub fn skater_card(player: &Player, line: &SkaterLine, team: &LeagueTeam) -> SkaterCard {
    skater_card_with(player, line, team, nominal_readings(player, line, team), 1)
}

/// Builds a skater's card from his season line for the readings a game gives him under
/// `rules_version`. From [`SPECIAL_UNITS_VERSION`] on, PP shot numbers come before PP AST
/// numbers, as EVEN's always did (a heavy shooter's power-play time is his shots'), and only a
/// full EVEN spills shots into PP and SH.
pub fn skater_card_with(
    player: &Player,
    line: &SkaterLine,
    team: &LeagueTeam,
    readings: Readings,
    rules_version: u16,
) -> SkaterCard {
    skater_card_corrected(
        player,
        line,
        team,
        readings,
        rules_version,
        Correction::NONE,
    )
}

/// As [`skater_card_with`], the card aimed at `correction` times his goals, assists, shots and
/// penalty minutes (rules version [`CORRECTED_VERSION`]). Shots scale the shots on goal the
/// sections place; goals the goal chance of his section shots (his goals over his shots, each
/// scaled, so a shots factor leaves his goals be); assists the AST rating and the AST-pass
/// numbers; PIM the MIN, MAJ and MIS widths (PEN stays his: stops and penalty variants read
/// it). Every other rating, SO, the AST section's fill and the tie-breakers stay his line's.
/// [`Correction::NONE`] builds exactly [`skater_card_with`]'s card.
pub fn skater_card_corrected(
    player: &Player,
    line: &SkaterLine,
    team: &LeagueTeam,
    readings: Readings,
    rules_version: u16,
    correction: Correction,
) -> SkaterCard {
    let games = f64::from(line.games);
    let pg = |x: u32| per(f64::from(x), games);
    let position = player.position;
    let is_d = position == Position::Defence;
    let pm82 = per(f64::from(line.plus_minus) * 82.0, games);
    let points_pg = pg(line.points());
    let pim_pg = pg(line.penalty_minutes);

    let ast = clamp_rating(10.0 * pg(line.assists) * correction.assists);
    let hit = clamp_rating(1.0 + 2.5 * pg(line.hits));
    let blk = clamp_rating(1.0 + 3.0 * pg(line.blocked_shots));
    let pen = clamp_rating(1.0 + 6.0 * pim_pg);
    let brk = clamp_rating(1.0 + 14.0 * pg(line.goals) - if is_d { 1.0 } else { 0.0 });
    let lp = clamp_rating(2.0 + 1.5 * pg(line.hits) + 2.5 * points_pg);
    let taken = line.faceoffs_won + line.faceoffs_lost;
    let fo = (taken >= FO_MIN_TAKEN).then(|| {
        let pct = (f64::from(line.faceoffs_won) + 10.0) / (f64::from(taken) + 20.0);
        clamp_rating(5.0 + 40.0 * (pct - 0.5))
    });
    let base_def = match position {
        Position::Defence => 5.0,
        Position::Centre => 4.0,
        _ => 3.0,
    };
    let def_raw = base_def + pm82 / 10.0 + (line.toi_minutes() - usual_toi(position)) / 4.0;
    let def = clamp_rating(def_raw);
    let pk_def = has_pk_role(line, position, team).then(|| clamp_rating(def_raw + 1.0));
    let take = clamp_rating(3.0 + 2.5 * points_pg + pm82 / 15.0 - if is_d { 1.0 } else { 0.0 });
    let team_games = f64::from(team.record.games.max(1));
    let missed = ((team_games - games) / team_games).clamp(0.0, 1.0);
    let inj = clamp_u8(2.0 + 6.0 * missed, INJ_SKATER.0, INJ_SKATER.1);
    let shft = clamp_u8(line.toi_minutes() / 2.0, 1, 30);
    let shooting = line.shooting_pct().unwrap_or(0.0);
    let so = clamp_u8(
        15.0 * shooting / LEAGUE_SHOOTING_PCT,
        SO_SKATER.0,
        SO_SKATER.1,
    );

    // Penalties.
    let pim_pg = pim_pg * correction.pim;
    let major_share = ((pim_pg - 0.5) / 3.0).clamp(0.0, 0.5);
    let majors_pg = pim_pg * major_share / 5.0;
    let minors_pg = pim_pg * (1.0 - major_share) / 2.0;
    let checks = readings.total() * PENALTY_IF_SHARE * f64::from(pen) / f64::from(RATING_MAX);
    let nums = f64::from(PENALTY_NUMBERS);
    let maj_w = clamp_u8(per(majors_pg * nums, checks), 0, 12);
    let min_w = clamp_u8(per(minors_pg * nums, checks), 0, PENALTY_NUMBERS - maj_w);
    let minor = (min_w > 0).then_some(Span {
        low: 1,
        high: min_w,
    });
    let major = (maj_w > 0).then_some(Span {
        low: PENALTY_NUMBERS + 1 - maj_w,
        high: PENALTY_NUMBERS,
    });
    let mis_w = clamp_u8((pim_pg - 0.5) / 0.75, 0, 4);
    let misconduct = (mis_w > 0).then_some(Span {
        low: 1,
        high: mis_w,
    });

    // Shot types, against the average goalie.
    let chances = average_goal_chance();
    let in_sections = shooting * correction.goals / correction.shots * (1.0 - EXTRA_GOAL_SHARE);
    let mix = shot_mix(in_sections.max(chances[5] * 1.01), &chances);
    let target = in_sections.clamp(chances[5], chances[0]);

    // AST section: fill from shots per 60.
    let per60 = {
        let hours = games * line.toi_minutes() / 60.0;
        per(f64::from(line.shots), hours)
    };
    let fill = clamp_u8(16.0 + 2.0 * per60, 20, 38);
    let ast_counts = shot_counts(fill, &mix, &chances, target);
    let ast_section = Ranges::from_widths(
        &ShotType::ALL
            .iter()
            .zip(ast_counts)
            .map(|(&s, n)| (s, n))
            .collect::<Vec<_>>(),
    );

    // Shots on goal a game to place, by strength.
    let shots_pg = pg(line.shots) * correction.shots;
    let total_r = readings.total();
    let share = |goals: u32, reading_share: f64| {
        if line.goals >= 3 {
            0.5 * per(f64::from(goals), f64::from(line.goals)) + 0.5 * reading_share
        } else {
            reading_share
        }
    };
    let pp_shots = shots_pg * share(line.power_play_goals, per(readings.pp, total_r));
    let sh_shots = shots_pg * share(line.short_handed_goals, per(readings.sh, total_r));
    let follow_up = |r: f64| r * FOLLOW_UPS_PER_READING * f64::from(fill) / 40.0;
    let shot_numbers = |shots: f64, r: f64, cap: u8| {
        let attempts = shots / ON_GOAL - follow_up(r);
        clamp_u8(per(attempts, attempts_per_number(r)), 0, cap)
    };
    let ast_numbers = |assists: u32, r: f64, cap: u8| {
        let per_pass = ON_GOAL * (1.0 - LEAGUE_SAVE_PCT);
        let passes = pg(assists) * correction.assists * AST_FROM_PASS / per_pass;
        clamp_u8(per(passes, attempts_per_number(r)), 0, cap)
    };
    let give = if ast >= 7 {
        1
    } else if ast <= 2 {
        3
    } else {
        2
    };

    let ev_assists = line
        .assists
        .saturating_sub(line.power_play_assists + line.short_handed_assists);
    let units = rules_version >= SPECIAL_UNITS_VERSION;
    let pp_ast_wanted = ast_numbers(line.power_play_assists, readings.pp, 8);
    let pp_room = 40 - 1 - 2 - if units { 0 } else { pp_ast_wanted };
    let pp_n = shot_numbers(pp_shots, readings.pp, pp_room);
    let sh_ice = 4;
    let sh_give = give + 1;
    let sh_ast = ast_numbers(line.short_handed_assists, readings.sh, 3);
    let sh_n = shot_numbers(sh_shots, readings.sh, 40 - sh_ice - sh_give - sh_ast - 2);
    let placed = |n: u8, r: f64| f64::from(n) * attempts_per_number(r) * ON_GOAL;
    // EVEN takes what PP and SH (their own numbers and follow-ups) leave of his shots. Shots
    // come first: AST numbers give way when a heavy shooter needs the room.
    let ev_shots = (shots_pg
        - placed(pp_n, readings.pp)
        - placed(sh_n, readings.sh)
        - follow_up(readings.pp) * ON_GOAL
        - follow_up(readings.sh) * ON_GOAL)
        .max(0.0);
    let ev_cap = 40 - give - 1;
    let ev_n = shot_numbers(ev_shots, readings.even, ev_cap);
    // A shooter EVEN cannot hold (a few 4-shots-a-game wingers) puts the rest in PP, then SH.
    // From SPECIAL_UNITS_VERSION on only a full EVEN spills: before, its rounding's remainder
    // filled the PP section of a skater who hardly plays there (what a coach's pick would read).
    let mut overflow = if units && ev_n < ev_cap {
        0.0
    } else {
        (ev_shots - placed(ev_n, readings.even) - follow_up(readings.even) * ON_GOAL).max(0.0)
    };
    let mut spill = |n: u8, r: f64, cap: u8| {
        let per_number = attempts_per_number(r) * ON_GOAL;
        if overflow <= 0.0 || per_number <= 0.0 || n >= cap {
            return n;
        }
        let extra = clamp_u8(overflow / per_number, 0, cap - n);
        overflow -= f64::from(extra) * per_number;
        n + extra
    };
    let pp_n = spill(pp_n, readings.pp, pp_room);
    let pp_ast = pp_ast_wanted.min(40 - 1 - 2 - pp_n);
    let sh_n = spill(sh_n, readings.sh, 40 - sh_ice - sh_give - sh_ast - 2);
    let ev_ast = ast_numbers(ev_assists, readings.even, 6).min(40 - give - 1 - ev_n);

    // Power-play shots go in more often (NHL: about 1.35 times the even-strength rate); the
    // other sections give that back so his goals stay his.
    let pp_share = per(placed(pp_n, readings.pp), shots_pg).clamp(0.0, 0.6);
    let pp_target = (target * PP_SHOT_QUALITY).clamp(chances[5], chances[0]);
    let rest_target = (target * (1.0 - PP_SHOT_QUALITY * pp_share) / (1.0 - pp_share))
        .clamp(chances[5], chances[0]);
    let section = |n: u8, ast_n: u8, give_n: u8, ice: u8, target: f64| {
        let mix = shot_mix(target.max(chances[5] * 1.01), &chances);
        let counts = shot_counts(n, &mix, &chances, target);
        let mut widths: Vec<(Play, u8)> = ShotType::ALL
            .iter()
            .zip(counts)
            .map(|(&s, k)| (Play::Shot(s), k))
            .collect();
        widths.push((Play::Ast, ast_n));
        let pass = 40 - n - ast_n - give_n - ice;
        widths.push((Play::Pass, pass));
        widths.push((Play::Ice, ice));
        widths.push((Play::Give, give_n));
        Ranges::from_widths(&widths)
    };

    SkaterCard {
        id: player.id.clone(),
        name: player.name.clone(),
        position,
        fo,
        def,
        pk_def,
        take,
        hit,
        pen,
        blk,
        lp,
        brk,
        ast,
        so,
        shft,
        inj,
        minor,
        major,
        misconduct,
        ast_section,
        even: section(ev_n, ev_ast, give, 0, rest_target),
        pp: section(pp_n, pp_ast, 1, 0, pp_target),
        sh: section(sh_n, sh_ast, sh_give, sh_ice, rest_target),
        season_assists: line.assists,
        season_pim: line.penalty_minutes,
    }
}

/// Builds a goalie's card from his season line (see the module doc).
pub fn goalie_card(player: &Player, line: &GoalieLine) -> GoalieCard {
    let league_rate = 1.0 - LEAGUE_SAVE_PCT;
    let rate = line
        .save_pct()
        .map_or(league_rate, |sv| 1.0 - sv)
        .clamp(0.02, 0.25);
    let chances = scaled_chances(rate);
    let columns = chances.map(|c| {
        let goal = clamp_u8(100.0 * c, 1, 40);
        let fixed: [(Save, u8); 7] = [
            (Save::DeflectTo(Slot::LD), 7),
            (Save::DeflectTo(Slot::RD), 7),
            (Save::DeflectTo(Slot::LW), 5),
            (Save::DeflectTo(Slot::RW), 5),
            (Save::DeflectTo(Slot::C), 5),
            (Save::OutOfPlay, 4),
            (Save::Rebound, 10),
        ];
        let used: u8 = goal + fixed.iter().map(|(_, w)| w).sum::<u8>();
        let mut widths = vec![
            (Save::Goal, goal),
            (Save::Rebound, 10),
            (Save::Held, SHOT_NUMBERS - used),
        ];
        widths.extend_from_slice(&fixed[..6]);
        Ranges::from_widths(&widths)
    });
    let marks = clamp_u8(7.0 * rate / league_rate, 3, 9);
    GoalieCard {
        id: player.id.clone(),
        name: player.name.clone(),
        columns,
        brk: (BRK_FIRST..BRK_FIRST + marks).collect(),
        so: clamp_u8(17.0 * rate / league_rate, SO_GOALIE.0, SO_GOALIE.1),
        inj: INJ_GOALIE,
        minor: Some(Span { low: 1, high: 2 }),
        major: None,
    }
}

/// Every skater's and goalie's card of a team, in roster order, for the newest card builder
/// (units and the built-in corrections).
pub fn team_cards(team: &LeagueTeam) -> TeamCards {
    team_cards_for(team, DRESSING_REFIT_VERSION)
}

/// Every skater's and goalie's card of a team, in roster order, as the engine's
/// `rules_version` builds them: before [`SPECIAL_UNITS_VERSION`] over [`nominal_readings`],
/// from it over [`deployed_readings`]; from [`CORRECTED_VERSION`] on with the built-in
/// per-player corrections ([`builtin_corrections_for`]).
pub fn team_cards_for(team: &LeagueTeam, rules_version: u16) -> TeamCards {
    team_cards_corrected(team, rules_version, builtin_corrections_for(rules_version))
}

/// As [`team_cards_for`], each skater's card aimed at his line scaled by his row of
/// `corrections` ([`skater_card_corrected`]; a skater without a row is built as his line says).
/// The calibration command builds its candidate tables' cards with this.
pub fn team_cards_corrected(
    team: &LeagueTeam,
    rules_version: u16,
    corrections: &Corrections,
) -> TeamCards {
    let readings = team_readings(team, rules_version);
    TeamCards {
        abbreviation: team.abbreviation.clone(),
        name: team.full_name(),
        skaters: team
            .skaters()
            .zip(readings)
            .map(|((p, l), r)| {
                let correction = corrections.of(&p.id).unwrap_or(Correction::NONE);
                skater_card_corrected(p, l, team, r, rules_version, correction)
            })
            .collect(),
        goalies: team.goalies().map(|(p, l)| goalie_card(p, l)).collect(),
    }
}

/// The first rules version whose cards are built with the per-player corrections.
pub const CORRECTED_VERSION: u16 = 3;

/// The per-player corrections cards are built with from [`CORRECTED_VERSION`] on. The nominal
/// reading model cannot see everything the engine does to one skater (assist ranks that favour
/// a line's best passer, whose line is on when a penalty is called, even-strength time that
/// follows his linemates' SHFT), so `calibrate_crease` plays the league with the computer
/// managers, compares each skater's simulated goals, assists, shots and PIM a game with his stat
/// line and writes `corrections.csv`.
/// This is version 3's table; [`builtin_corrections`] is the newest.
pub fn builtin_corrections_v3() -> &'static Corrections {
    static TABLE: OnceLock<Corrections> = OnceLock::new();
    shipped_table(&TABLE, include_str!("corrections.csv"))
}

/// A shipped corrections table, parsed once.
fn shipped_table(cell: &'static OnceLock<Corrections>, csv: &str) -> &'static Corrections {
    cell.get_or_init(|| {
        Corrections::parse(csv)
            .expect("the shipped corrections tables are well formed (a test checks them)")
    })
}

/// The first rules version whose cards use `corrections_v4.csv`: the table refitted to version
/// 4's games, where the manager's score effects move who plays when (version 3 keeps its table,
/// so its games replay).
pub const REFIT_VERSION: u16 = 4;

/// Version 4's per-player corrections (`corrections_v4.csv`, rules version 4 only).
pub fn builtin_corrections_v4() -> &'static Corrections {
    static TABLE: OnceLock<Corrections> = OnceLock::new();
    shipped_table(&TABLE, include_str!("corrections_v4.csv"))
}

/// The first rules version whose cards use `corrections_v5.csv`: the table refitted to version
/// 5's games, the book's rules (no `FC0-1: WIDE` note, version 3's manager); version 4 keeps its
/// table, so its games replay.
pub const BOOK_REFIT_VERSION: u16 = 5;

/// Versions 5-7's per-player corrections (`corrections_v5.csv`).
pub fn builtin_corrections_v5() -> &'static Corrections {
    static TABLE: OnceLock<Corrections> = OnceLock::new();
    shipped_table(&TABLE, include_str!("corrections_v5.csv"))
}

/// The first rules version whose cards use `corrections_v8.csv`: the table refitted to the
/// games as version 7 dresses them (forwards across positions, [`LINES_ACROSS_VERSION`]).
/// No rule changes with it; versions 5-7 keep version 5's table, so their games replay.
pub const DRESSING_REFIT_VERSION: u16 = 8;

/// The newest per-player corrections (`corrections_v8.csv`, from [`DRESSING_REFIT_VERSION`]
/// on), which `calibrate_crease` starts from and rewrites.
pub fn builtin_corrections() -> &'static Corrections {
    static TABLE: OnceLock<Corrections> = OnceLock::new();
    shipped_table(&TABLE, include_str!("corrections_v8.csv"))
}

/// The corrections a game under `rules_version` builds its cards with: none before
/// [`CORRECTED_VERSION`], version 3's table, version 4's, version 5's, then the newest.
pub fn builtin_corrections_for(rules_version: u16) -> &'static Corrections {
    static NONE: OnceLock<Corrections> = OnceLock::new();
    if rules_version >= DRESSING_REFIT_VERSION {
        builtin_corrections()
    } else if rules_version >= BOOK_REFIT_VERSION {
        builtin_corrections_v5()
    } else if rules_version >= REFIT_VERSION {
        builtin_corrections_v4()
    } else if rules_version >= CORRECTED_VERSION {
        builtin_corrections_v3()
    } else {
        NONE.get_or_init(Corrections::default)
    }
}

/// The readings a game gives each skater (roster order) under `rules_version`: what his card
/// is built for.
pub fn team_readings(team: &LeagueTeam, rules_version: u16) -> Vec<Readings> {
    if rules_version < SPECIAL_UNITS_VERSION {
        return team
            .skaters()
            .map(|(p, l)| nominal_readings(p, l, team))
            .collect();
    }
    team.skaters()
        .zip(special_shares(team, dressing_for(rules_version)))
        .map(|((_, l), shares)| deployed_readings(l, team, shares))
        .collect()
}

/// The first rules version whose forwards dress across positions (issue 40, the audit's TB-2):
/// the most-used forwards dress whatever they are listed as, a centre filling a wing no listed
/// winger can; the book's cards carry no position ratings, so each plays any place with his
/// own card.
pub const LINES_ACROSS_VERSION: u16 = 7;

/// How a game under `rules_version` dresses its forwards.
pub fn dressing_for(rules_version: u16) -> Dressing {
    if rules_version >= LINES_ACROSS_VERSION {
        Dressing::AcrossPositions
    } else {
        Dressing::ByListedPosition
    }
}

/// The first rules version whose power plays and penalty kills are played by units
/// ([`special_shares`]) and whose cards are built for them ([`deployed_readings`]).
pub const SPECIAL_UNITS_VERSION: u16 = 2;
/// Skaters on a power-play unit.
pub const PP_UNIT: f64 = 5.0;
/// Defencemen on a power-play unit: one or two (four forwards or three).
pub const PP_DEFENCE: (f64, f64) = (1.0, 2.0);
/// Forwards and defencemen killing a penalty four on five (R78).
pub const PK_FORWARDS: f64 = 2.0;
pub const PK_DEFENCE: f64 = 2.0;
/// Most of a skater's readings that may be on special teams: EVEN keeps the rest.
pub const MAX_SPECIAL_SHARE: f64 = 0.8;

/// A skater's part in his team's special teams (rules version 2): the share of its
/// power-play time and of its penalty-kill time he is on the ice (0-1).
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct SpecialShares {
    pub pp: f64,
    pub pk: f64,
}

/// Each skater's special-teams shares, in roster order; only dressed skaters (the team's
/// lines) have any. Power play: five places shared by power-play points a game, the
/// defencemen's part held to [`PP_DEFENCE`]. Penalty kill: two forwards' and two defencemen's
/// places shared by TOI times 2 for a skater with a PK role (short-handed points or many
/// blocks, as PK DEF) and 0.6 otherwise, the weights the first model used. Nobody's share
/// passes 1; what a capped skater cannot take goes to the others. A tiny TOI term lets
/// skaters without power-play points fill places nobody with points can.
pub fn special_shares(team: &LeagueTeam, dressing: Dressing) -> Vec<SpecialShares> {
    let lines = team.lines_dressed(dressing);
    let dressed: Vec<&str> = lines
        .forwards
        .iter()
        .flat_map(|l| [l.left_wing, l.centre, l.right_wing])
        .chain(lines.defence.iter().flat_map(|p| [p.first, p.second]))
        .map(|p| p.id.as_str())
        .collect();
    let skaters: Vec<(&Player, &SkaterLine)> = team.skaters().collect();
    // A roster too short for lines dresses everyone (the engine's fallback).
    let dressed_at = |i: usize| dressed.is_empty() || dressed.contains(&skaters[i].0.id.as_str());
    let group = |defence: bool| -> Vec<usize> {
        (0..skaters.len())
            .filter(|&i| dressed_at(i) && (skaters[i].0.position == Position::Defence) == defence)
            .collect()
    };
    let (forwards, defence) = (group(false), group(true));
    let toi = |i: usize| skaters[i].1.toi_minutes();
    let pp_weight = |i: usize| {
        let l = skaters[i].1;
        per(
            f64::from(l.power_play_goals + l.power_play_assists),
            f64::from(l.games),
        ) + 1e-4 * toi(i)
    };
    let pk_weight = |i: usize| {
        let (p, l) = skaters[i];
        toi(i)
            * if has_pk_role(l, p.position, team) {
                2.0
            } else {
                0.6
            }
    };
    let weights =
        |ids: &[usize], f: &dyn Fn(usize) -> f64| ids.iter().map(|&i| f(i)).collect::<Vec<f64>>();
    let mut shares = vec![SpecialShares::default(); skaters.len()];
    // Power play: the five places first as one group, then the defence's part held to 1-2.
    let everyone: Vec<usize> = forwards.iter().chain(&defence).copied().collect();
    let whole = water_fill(&weights(&everyone, &pp_weight), PP_UNIT);
    let d_part: f64 = whole[forwards.len()..].iter().sum();
    let d_part = d_part
        .clamp(PP_DEFENCE.0, PP_DEFENCE.1)
        .min(defence.len() as f64);
    let f_part = (PP_UNIT - d_part).min(forwards.len() as f64);
    for (ids, part) in [(&forwards, f_part), (&defence, d_part)] {
        for (&i, s) in ids.iter().zip(water_fill(&weights(ids, &pp_weight), part)) {
            shares[i].pp = s;
        }
    }
    for (ids, part) in [(&forwards, PK_FORWARDS), (&defence, PK_DEFENCE)] {
        let part = part.min(ids.len() as f64);
        for (&i, s) in ids.iter().zip(water_fill(&weights(ids, &pk_weight), part)) {
            shares[i].pk = s;
        }
    }
    shares
}

/// Shares in proportion to `weights` that sum to `total`, none above 1: the capped take 1 and
/// the rest is shared again among the others.
fn water_fill(weights: &[f64], total: f64) -> Vec<f64> {
    let mut shares = vec![0.0; weights.len()];
    let mut capped = vec![false; weights.len()];
    let mut left = total;
    loop {
        let open: f64 = (0..weights.len())
            .filter(|&i| !capped[i])
            .map(|i| weights[i].max(0.0))
            .sum();
        if open <= 0.0 || left <= 0.0 {
            return shares;
        }
        let mut capped_now = false;
        for i in 0..weights.len() {
            if capped[i] {
                continue;
            }
            shares[i] = left * weights[i].max(0.0) / open;
            if shares[i] > 1.0 {
                capped_now = true;
            }
        }
        if !capped_now {
            return shares;
        }
        for i in 0..weights.len() {
            if !capped[i] && shares[i] >= 1.0 {
                capped[i] = true;
                shares[i] = 1.0;
                left -= 1.0;
            }
        }
    }
}

/// A skater's readings per game under rules version 2: his TOI share of his team's readings
/// with the puck (one in five while on), as in the first model; of them, his power-play
/// readings are his power-play share of the team's over the five on the ice, and his
/// short-handed ones his penalty-kill share of the team's over the four (a pass to the empty
/// slot is no reading); at most [`MAX_SPECIAL_SHARE`] of them on special teams.
pub fn deployed_readings(line: &SkaterLine, team: &LeagueTeam, shares: SpecialShares) -> Readings {
    let total = READINGS_PER_GAME * POSSESSION_SHARE * RECEIVER_SHARE * line.toi_minutes() / 60.0;
    let (team_pp, team_sh) = team_special_readings(team);
    let mut pp = team_pp * shares.pp / PP_UNIT;
    let mut sh = team_sh * shares.pk / (PK_FORWARDS + PK_DEFENCE);
    let cap = MAX_SPECIAL_SHARE * total;
    if pp + sh > cap {
        let scale = cap / (pp + sh);
        pp *= scale;
        sh *= scale;
    }
    Readings {
        even: total - pp - sh,
        pp,
        sh,
    }
}

/// A regular dresses for at least 60 of his team's 82 games.
pub fn is_regular(line: &SkaterLine, team_games: u32) -> bool {
    u64::from(line.games) * 82 >= 60 * u64::from(team_games.max(1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::league::League;

    fn all_cards() -> Vec<(LeagueTeam, TeamCards)> {
        League::builtin()
            .teams
            .into_iter()
            .map(|t| {
                let cards = team_cards(&t);
                (t, cards)
            })
            .collect()
    }

    fn covers<T: Copy + PartialEq>(ranges: &Ranges<T>, top: u8) -> bool {
        let mut next = 1;
        for e in &ranges.entries {
            if e.span.low != next || e.span.high < e.span.low {
                return false;
            }
            next = e.span.high + 1;
        }
        next == top + 1
    }

    #[test]
    fn every_builtin_team_builds_cards() {
        for (team, cards) in all_cards() {
            assert_eq!(cards.skaters.len(), team.skaters().count());
            assert_eq!(cards.goalies.len(), team.goalies().count());
            assert!(!cards.goalies.is_empty(), "{}", team.abbreviation);
        }
    }

    #[test]
    fn sections_cover_one_to_forty_in_order() {
        for (_, cards) in all_cards() {
            for c in &cards.skaters {
                for s in [&c.even, &c.pp, &c.sh] {
                    assert!(covers(s, 40), "{}: {:?}", c.name, s);
                }
                assert!(covers(&c.ast_section, c.ast_section.top()), "{}", c.name);
                assert!((1..=40).contains(&c.ast_section.top()), "{}", c.name);
                assert_eq!(c.even.count(|p| p == Play::Ice), 0);
                assert_eq!(c.pp.count(|p| p == Play::Ice), 0);
                assert!(c.sh.count(|p| p == Play::Ice) > 0);
            }
        }
    }

    #[test]
    fn goalie_columns_cover_one_to_hundred_goal_first_and_falling() {
        for (_, cards) in all_cards() {
            for g in &cards.goalies {
                let mut last = u8::MAX;
                for shot in ShotType::ALL {
                    let col = g.column(shot);
                    assert!(covers(col, 100), "{}", g.name);
                    assert_eq!(col.entries[0].result, Save::Goal);
                    assert_eq!(col.entries[0].span.low, 1);
                    let w = g.goal_width(shot);
                    assert!(w <= last, "{}: {:?}", g.name, shot);
                    last = w;
                }
                assert!(g.brk.iter().all(|n| (BRK_FIRST..=BRK_LAST).contains(n)));
            }
        }
    }

    #[test]
    fn goalie_columns_give_back_the_save_rate_over_the_league_mix() {
        for (team, cards) in all_cards() {
            for ((_, line), card) in team.goalies().zip(&cards.goalies) {
                let goal: f64 = ShotType::ALL
                    .iter()
                    .enumerate()
                    .map(|(i, &s)| BASE_MIX[i] * f64::from(card.goal_width(s)) / 100.0)
                    .sum();
                let want = 1.0 - line.save_pct().unwrap();
                assert!(
                    (goal - want).abs() < 0.012,
                    "{}: {goal} vs {want}",
                    card.name
                );
            }
        }
    }

    #[test]
    fn empty_lines_build_valid_cards() {
        use crate::league::StatLine;
        let mut team = League::builtin().teams.remove(0);
        team.record = Default::default();
        let skater = Player {
            id: "X1".into(),
            name: "Nobody".into(),
            position: Position::Defence,
            team: team.abbreviation.clone(),
            line: StatLine::Skater(SkaterLine::default()),
        };
        let card = skater_card(&skater, &SkaterLine::default(), &team);
        for s in [&card.even, &card.pp, &card.sh] {
            assert!(covers(s, 40), "{s:?}");
            assert_eq!(s.count(|p| matches!(p, Play::Shot(_))), 0);
        }
        assert_eq!(card.fo, None);
        assert_eq!(card.minor, None);
        let goalie = Player {
            id: "X2".into(),
            name: "Nobody".into(),
            position: Position::Goalie,
            team: team.abbreviation.clone(),
            line: StatLine::Goalie(GoalieLine::default()),
        };
        let g = goalie_card(&goalie, &GoalieLine::default());
        assert!(ShotType::ALL.iter().all(|&s| covers(g.column(s), 100)));
    }

    /// D39 (L20, L268, A36): SHFT is the two-minute shifts a player plays a game, his time on
    /// ice a game halved, so a team's dressed skaters cover about five at a time for 60
    /// minutes, and a defenceman plays more shifts than a forward.
    #[test]
    fn d39_shft_is_the_two_minute_shifts_a_game() {
        let (mut forwards, mut defence) = (Vec::new(), Vec::new());
        for (team, cards) in all_cards() {
            for ((_, line), card) in team.skaters().zip(&cards.skaters) {
                let shifts = (line.toi_minutes() / 2.0).round().clamp(1.0, 30.0);
                assert_eq!(f64::from(card.shft), shifts, "{}", card.name);
                if line.games >= 40 {
                    match card.position {
                        Position::Defence => defence.push(card.shft),
                        _ => forwards.push(card.shft),
                    }
                }
            }
        }
        let median = |v: &mut Vec<u8>| {
            v.sort_unstable();
            v[v.len() / 2]
        };
        let (f, d) = (median(&mut forwards), median(&mut defence));
        assert!((6..=9).contains(&f), "a regular forward: {f} shifts");
        assert!((9..=12).contains(&d), "a regular defenceman: {d} shifts");
    }

    #[test]
    fn ratings_within_scales() {
        let r = RATING_MIN..=RATING_MAX;
        for (_, cards) in all_cards() {
            for c in &cards.skaters {
                for x in [c.def, c.take, c.hit, c.pen, c.blk, c.lp, c.brk, c.ast] {
                    assert!(r.contains(&x), "{}", c.name);
                }
                assert!(c.fo.is_none_or(|x| r.contains(&x)));
                assert!(c.pk_def.is_none_or(|x| r.contains(&x)));
                assert!((SO_SKATER.0..=SO_SKATER.1).contains(&c.so));
                assert!((INJ_SKATER.0..=INJ_SKATER.1).contains(&c.inj));
                assert!((1..=30).contains(&c.shft));
                for s in [c.minor, c.major, c.misconduct].into_iter().flatten() {
                    assert!(s.low >= 1 && s.high <= PENALTY_NUMBERS && s.low <= s.high);
                }
                if let (Some(a), Some(b)) = (c.minor, c.major) {
                    assert!(a.high < b.low, "{}", c.name);
                }
            }
            for g in &cards.goalies {
                assert!((SO_GOALIE.0..=SO_GOALIE.1).contains(&g.so));
            }
        }
    }

    #[test]
    fn leaders_rate_above_depth_players() {
        let league = League::builtin();
        let card_of = |id: &str| {
            let team = league
                .teams
                .iter()
                .find(|t| t.roster.iter().any(|p| p.id == id))
                .unwrap();
            let (p, l) = team.skaters().find(|(p, _)| p.id == id).unwrap();
            skater_card(p, l, team)
        };
        let shots = |c: &SkaterCard| c.even.count(|p| matches!(p, Play::Shot(_)));
        use crate::league::SkaterStat;
        let top_scorer = card_of(&league.leaders(SkaterStat::Goals, 1)[0].0.id);
        // The depth defenceman: fewest goals among defencemen with 40+ games.
        let depth_d = league
            .skaters()
            .filter(|(p, l)| p.position == Position::Defence && l.games >= 40)
            .min_by_key(|(p, l)| (l.goals, l.shots, p.id.clone()))
            .unwrap();
        let depth = card_of(&depth_d.0.id);
        assert!(shots(&top_scorer) > shots(&depth));
        assert!(top_scorer.brk > depth.brk);
        let top_ast = card_of(&league.leaders(SkaterStat::Assists, 1)[0].0.id);
        assert!(top_ast.ast > depth.ast);
        let top_pim = card_of(&league.leaders(SkaterStat::PenaltyMinutes, 1)[0].0.id);
        let least_pim = league
            .skaters()
            .filter(|(_, l)| l.games >= 60)
            .min_by_key(|(p, l)| (l.penalty_minutes, p.id.clone()))
            .unwrap();
        assert!(top_pim.pen > card_of(&least_pim.0.id).pen);
        let top_hits = card_of(&league.leaders(SkaterStat::Hits, 1)[0].0.id);
        assert!(top_hits.hit >= 7);
        // The top goal scorer's shots score more often than the depth D's.
        let chances = average_goal_chance();
        let quality = |c: &SkaterCard| {
            let n = f64::from(shots(c));
            ShotType::ALL
                .iter()
                .enumerate()
                .map(|(i, &s)| f64::from(c.even.count(|p| p == Play::Shot(s))) * chances[i])
                .sum::<f64>()
                / n.max(1.0)
        };
        assert!(quality(&top_scorer) > quality(&depth));
    }

    /// The card-level honesty check: over the readings it was built for (either rules
    /// version's), a regular's card gives back his shots, goals (less what breakaways and empty
    /// nets add) and PIM a game within 15%.
    #[test]
    fn regulars_cards_give_back_their_lines() {
        for version in 1..=SPECIAL_UNITS_VERSION {
            regulars_give_back_their_lines(version);
        }
    }

    fn regulars_give_back_their_lines(version: u16) {
        let chances = average_goal_chance();
        let mut failures = Vec::new();
        let mut checked = 0;
        for team in League::builtin().teams {
            let cards = team_cards_for(&team, version);
            let readings = team_readings(&team, version);
            for (((_, line), card), r) in team.skaters().zip(&cards.skaters).zip(readings) {
                if !is_regular(line, team.record.games) {
                    continue;
                }
                checked += 1;
                let e = expected_per_game(card, r, &chances);
                let games = f64::from(line.games);
                for (what, got, want) in [
                    ("shots", e.shots, f64::from(line.shots) / games),
                    // The sections leave EXTRA_GOAL_SHARE to breakaways and empty nets.
                    (
                        "goals",
                        e.goals,
                        f64::from(line.goals) / games * (1.0 - EXTRA_GOAL_SHARE),
                    ),
                    ("PIM", e.pim, f64::from(line.penalty_minutes) / games),
                ] {
                    // SH0's chance is the lowest a shot can have, so a shooter who scores
                    // less often than it (a few defencemen) is allowed that floor.
                    let floor = if what == "goals" {
                        chances[5] * f64::from(line.shots) / games
                    } else {
                        0.0
                    };
                    if (got - want).abs() > (0.15 * want).max(floor - want + 0.15 * floor) {
                        failures.push(format!("{} {what}: {got:.3} vs {want:.3}", card.name));
                    }
                }
            }
        }
        assert!(checked > 80, "{checked}");
        assert!(failures.is_empty(), "version {version}: {failures:#?}");
    }

    /// Version 1's cards are the ones [`skater_card`] builds over [`nominal_readings`].
    #[test]
    fn version_1_cards_are_the_first_models() {
        for team in League::builtin().teams {
            let old: Vec<SkaterCard> = team
                .skaters()
                .map(|(p, l)| skater_card(p, l, &team))
                .collect();
            assert_eq!(team_cards_for(&team, 1).skaters, old);
        }
    }

    /// The shares fill the places: five on the power play, one or two of them defencemen; two
    /// forwards and two defencemen killing a penalty; nobody above 1, nobody undressed on.
    #[test]
    fn special_shares_fill_the_units() {
        let dressings = [Dressing::ByListedPosition, Dressing::AcrossPositions];
        for (team, dressing) in League::builtin()
            .teams
            .into_iter()
            .flat_map(|t| dressings.map(|d| (t.clone(), d)))
        {
            let shares = special_shares(&team, dressing);
            let lines = team.lines_dressed(dressing);
            let dressed: Vec<&str> = lines
                .forwards
                .iter()
                .flat_map(|l| l.players())
                .chain(lines.defence.iter().flat_map(|d| d.players()))
                .map(|p| p.id.as_str())
                .collect();
            let mut sum = [[0.0; 2]; 2];
            for ((p, _), s) in team.skaters().zip(&shares) {
                assert!((0.0..=1.0).contains(&s.pp) && (0.0..=1.0).contains(&s.pk));
                if !dressed.contains(&p.id.as_str()) {
                    assert_eq!(*s, SpecialShares::default(), "{}", p.name);
                }
                let d = usize::from(p.position == Position::Defence);
                sum[d][0] += s.pp;
                sum[d][1] += s.pk;
            }
            let near = |a: f64, b: f64| (a - b).abs() < 1e-9;
            assert!(
                near(sum[0][0] + sum[1][0], PP_UNIT),
                "{}",
                team.abbreviation
            );
            assert!((PP_DEFENCE.0 - 1e-9..=PP_DEFENCE.1 + 1e-9).contains(&sum[1][0]));
            assert!(near(sum[0][1], PK_FORWARDS) && near(sum[1][1], PK_DEFENCE));
            // The team's power-play readings go to its skaters: five on the ice, one each.
            let (team_pp, _) = team_special_readings(&team);
            let pp: f64 = team_readings(&team, SPECIAL_UNITS_VERSION)
                .iter()
                .map(|r| r.pp)
                .sum();
            assert!(pp <= team_pp + 1e-9 && pp > 0.9 * team_pp, "{pp} {team_pp}");
        }
    }

    /// Every team's cards under `rules_version`, as one fingerprint.
    fn cards_fingerprint(rules_version: u16) -> u32 {
        let all: Vec<TeamCards> = League::builtin()
            .teams
            .iter()
            .map(|t| team_cards_for(t, rules_version))
            .collect();
        crc32fast::hash(format!("{all:?}").as_bytes())
    }

    /// Versions 1 and 2 build the cards they built before the corrections table, and the
    /// table, which would change them, is not used. (The fingerprints were taken when the
    /// table came, with tests.rs's managed-game fingerprints of both versions, taken before
    /// it, still passing.)
    #[test]
    fn versions_1_and_2_cards_are_unchanged_by_the_table() {
        assert_eq!(
            (
                cards_fingerprint(1),
                cards_fingerprint(SPECIAL_UNITS_VERSION)
            ),
            (0x1d21_dd0a, 0x539a_2de5)
        );
        let mut changed = 0;
        for team in League::builtin().teams {
            for version in 1..CORRECTED_VERSION {
                let plain = team_cards_corrected(&team, version, &Corrections::default());
                assert_eq!(team_cards_for(&team, version), plain);
                let corrected = team_cards_corrected(&team, version, builtin_corrections());
                changed += usize::from(corrected != plain);
            }
        }
        assert!(changed > 0, "the table changes cards when it is used");
    }

    /// Versions 5-7 build the cards they built before version 8's refit (fingerprints taken
    /// before it), so their records replay.
    #[test]
    fn versions_5_to_7_cards_are_unchanged_by_the_dressing_refit() {
        assert_eq!(
            [5, 6, 7].map(cards_fingerprint),
            [0x7ac0_0df7, 0x7ac0_0df7, 0xde1d_85a8]
        );
    }

    /// Version 3's cards are built with its table and version 4's with the refitted one; a row
    /// of ones builds his card as his line says.
    #[test]
    fn versions_3_and_4_cards_use_their_tables() {
        for (version, table) in [
            (CORRECTED_VERSION, builtin_corrections_v3()),
            (REFIT_VERSION, builtin_corrections_v4()),
            (BOOK_REFIT_VERSION, builtin_corrections_v5()),
            (LINES_ACROSS_VERSION, builtin_corrections_v5()),
            (DRESSING_REFIT_VERSION, builtin_corrections()),
        ] {
            for team in League::builtin().teams {
                let cards = team_cards_for(&team, version);
                assert_eq!(cards, team_cards_corrected(&team, version, table));
                let readings = team_readings(&team, version);
                for (((p, l), card), r) in team.skaters().zip(&cards.skaters).zip(readings) {
                    let own = skater_card_with(p, l, &team, r, version);
                    if table.of(&p.id).is_none_or(|c| c == Correction::NONE) {
                        assert_eq!(*card, own, "{}", p.name);
                    }
                }
            }
        }
        let team = &League::builtin().teams[0];
        assert_eq!(
            team_cards(team),
            team_cards_for(team, DRESSING_REFIT_VERSION)
        );
        assert_ne!(
            team_cards_for(team, LINES_ACROSS_VERSION),
            team_cards_for(team, DRESSING_REFIT_VERSION),
            "version 8's refit moves cards"
        );
        assert_ne!(
            team_cards_for(team, REFIT_VERSION),
            team_cards_for(team, BOOK_REFIT_VERSION),
            "version 5's refit moves cards"
        );
        assert_ne!(
            team_cards_for(team, CORRECTED_VERSION),
            team_cards_for(team, REFIT_VERSION),
            "the refit moves cards"
        );
    }

    /// Each factor moves its own targets: more shots on goal numbers, better shots, a higher
    /// AST rating and AST numbers, wider penalty ranges; the rest of the card stays his.
    #[test]
    fn each_factor_moves_its_own_targets() {
        let league = League::builtin();
        let team = &league.teams[0];
        let readings = team_readings(team, CORRECTED_VERSION);
        let (i, (player, line)) = team
            .skaters()
            .enumerate()
            .find(|(_, (_, l))| l.games >= 60 && l.goals >= 10 && l.penalty_minutes >= 20)
            .expect("a regular scorer with penalties");
        let build = |c: Correction| {
            skater_card_corrected(player, line, team, readings[i], CORRECTED_VERSION, c)
        };
        let base = build(Correction::NONE);
        let chances = average_goal_chance();
        let exp = |c: &SkaterCard| expected_per_game(c, readings[i], &chances);
        let shots = build(Correction {
            shots: 1.3,
            ..Correction::NONE
        });
        assert!(exp(&shots).shots > 1.15 * exp(&base).shots);
        let goals = build(Correction {
            goals: 1.3,
            ..Correction::NONE
        });
        assert!(exp(&goals).goals > 1.15 * exp(&base).goals);
        assert!((exp(&goals).shots - exp(&base).shots).abs() < 0.05 * exp(&base).shots);
        let assists = build(Correction {
            assists: 2.0,
            ..Correction::NONE
        });
        assert!(assists.ast > base.ast || base.ast == RATING_MAX);
        let pim = build(Correction {
            pim: 1.5,
            ..Correction::NONE
        });
        assert!(exp(&pim).pim > 1.3 * exp(&base).pim);
        assert_eq!(pim.pen, base.pen);
        for c in [&shots, &goals, &assists, &pim] {
            assert_eq!(
                (c.def, c.take, c.hit, c.pen, c.so),
                (base.def, base.take, base.hit, base.pen, base.so)
            );
            assert_eq!(
                (c.season_assists, c.season_pim),
                (line.assists, line.penalty_minutes)
            );
        }
    }

    /// The shipped tables parse, name only the league's skaters, and their factors are sane.
    #[test]
    fn the_corrections_tables_parse_and_name_only_league_players() {
        for (text, builtin) in [
            (include_str!("corrections.csv"), builtin_corrections_v3()),
            (include_str!("corrections_v4.csv"), builtin_corrections_v4()),
            (include_str!("corrections_v5.csv"), builtin_corrections_v5()),
            (include_str!("corrections_v8.csv"), builtin_corrections()),
        ] {
            the_table_parses_and_names_only_league_players(text, builtin);
        }
    }

    fn the_table_parses_and_names_only_league_players(text: &str, builtin: &Corrections) {
        let table = Corrections::parse(text).expect("the table is well formed");
        assert_eq!(&table, builtin);
        assert!(!table.by_id.is_empty());
        let strangers = table.strangers(&League::builtin());
        assert!(
            strangers.is_empty(),
            "not skaters of the league: {strangers:?}"
        );
        for (id, c) in &table.by_id {
            for x in [c.goals, c.assists, c.shots, c.pim] {
                assert!((0.1..=10.0).contains(&x), "{id}: {c:?}");
            }
        }
        assert_eq!(Corrections::parse(&table.to_csv()), Ok(table));
    }

    #[test]
    fn water_fill_caps_at_one_and_shares_the_rest() {
        let s = water_fill(&[8.0, 1.0, 1.0, 0.0], 2.0);
        assert_eq!(s[0], 1.0);
        assert!((s[1] - 0.5).abs() < 1e-12 && (s[2] - 0.5).abs() < 1e-12);
        assert_eq!(s[3], 0.0);
        assert_eq!(water_fill(&[0.0, 0.0], 1.0), vec![0.0, 0.0]);
        let s = water_fill(&[5.0, 4.0, 1.0], 3.0);
        assert_eq!(s, vec![1.0, 1.0, 1.0]);
    }
}
