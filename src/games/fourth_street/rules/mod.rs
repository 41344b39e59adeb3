//! The 4th Street Hockey engine: one `Roll` rolls the tray for the step at hand (only the dice
//! that step reads) and resolves it. R and A numbers are those of
//! docs/fourth-street-readings.md, whose section 6 this follows.

use super::battles::{self, FaceOffSpot as BattleSpot};
use super::cards::{
    ActionColumn, Corrections, Deployment, Drift, PlayResult, PuckAction, Recipient, ShotKind,
    ShotTarget, SkaterCard, SkaterCardsBuild, SkaterRatings, Strength, TeamContext,
    builtin_corrections, builtin_corrections_v3, team_cards_deployed, team_cards_shot_fitted,
};
use super::charts::{self, CalledOn, Rush, RushMan};
use super::clock::{Moment, PERIOD_SECONDS, PlayLength, TWO_MINUTES};
use super::goalie::{
    CloudResult, Colour, GoalieCard, GoalieForm, GoaliePassResult, GoalieResult, GoalieSymbol,
    goalie_card,
};
use super::play::*;
use super::rink::{Area, Lane, Level, Move, Third, dump_in_area, neutral_lane, offensive_label};
use super::state::{Coaching, GoalieZone, Options, Overtime, TeamPick, WildCardPlan};
use crate::engine::dice::{TrayDie, TrayRoll};
use crate::engine::score::BoxScore;
use crate::engine::{ByTeam, DecidedIn, Game, GameId, GameRng, Outcome, Team, Viewer};
use crate::games::sim::{self, Left, Lineup, LineupShape, PlayerBoxes, SitOutError, Units};
use crate::league::{LeagueTeam, Position};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

pub const REGULATION_PERIODS: u8 = 3;
const OVERTIME_SECONDS: u16 = 5 * 60;
/// Rules version 2: cards built with the per-player corrections (`Corrections::builtin`) and
/// 3 on 3's short plays and d6p pairs (A58). Version 1 records replay with neither.
pub const CORRECTED_VERSION: u16 = 2;
/// Rules version 3: cards built with `corrections_v3.csv`, whose shot factors move each
/// skater's recipient value as well as his shot widths (`TeamSheet::shot_fitted`).
pub const SHOT_FIT_VERSION: u16 = 3;
/// Version 4: the book's rules by default. The 3-on-3 readings of versions 2-3 (A58) become an
/// opt-in house rule; forecheckers caught up ice do not block shots (R29, audit finding 1); goalie
/// passes land where the book says (R170, finding 3).
pub const BOOK_VERSION: u16 = 4;
/// Version 5: the rest of the audit. A defenceman's point passes never name himself (finding
/// 2); an "adv" rush keeps the forecheckers where they are (R17, finding 4); a rush string that
/// names its carrier puts in the other forward (R83, finding 7); the game plan is set before
/// the game (R112, finding 8); a goalie's ✚ always hurts him and he leaves the ice (R97, R150,
/// finding 9); at 3 on 3 △ is a rush (R172b, finding 10); a backup is cold only from his own
/// goals against (R167, finding 11); a lost icing race faces off where the puck was iced from
/// (R171, finding 12).
pub const AUDIT_VERSION: u16 = 5;
/// Version 6: a special-teams unit changes at 2:00 like any line (L330-342, finding 14): on a
/// long penalty the rotation's next line and pair relieve it, and it comes back at their change.
pub const LINES_VERSION: u16 = 6;
/// Version 7: the coach's bench as the book plays it (second audit, issue 37). A goalie hurt on
/// ✚ is out for the game (A74, FS-1); a skater whose ▼➃/▼➄ names his own slot passes to Ⓓ
/// (L1972-1974, FS-2); a coach's special-teams units are seated where he put each man (FS-3).
pub const BENCH_VERSION: u16 = 7;
/// Version 8: the forwards dress across positions (issue 40, the audit's TB-2): the most-used
/// forwards dress whatever they are listed as, a centre filling a wing that no listed winger
/// can, at the book's ratings out of position (R18); versions 1-7 dress by listed position.
pub const LINES_ACROSS_VERSION: u16 = 8;
const SHOOTOUT_ROUNDS: usize = 3;
/// The basic game's lines of five (L258).
const BASIC_UNITS: usize = 3;

mod faceoffs;
mod game;
mod lines;
mod manager;
mod penalties;
mod periods;
mod plays;
mod rushes;
mod sheets;
mod shots;
mod weird;

use lines::slot_position;
pub use sheets::{SheetBuild, TeamSheet, prepare_sheet_step, sheet_for, sheet_for_version};

/// A penalty being served (A52).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Penalty {
    pub team: Team,
    /// The roster index of the skater in the box.
    pub player: u8,
    /// The slot his team leaves empty while it counts.
    pub slot: Slot,
    pub kind: PenaltyKind,
    /// Seconds left once it counts.
    pub left: u16,
    /// Whether his team plays a man short (fighting majors and coincidental minors away
    /// from 5 on 5 do not).
    pub reduces: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Out {
    pub team: Team,
    pub player: u8,
    pub goalie: bool,
    pub length: InjuryLength,
}

/// Which group a team has out: a forward line and a defence pair, or a special-teams unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Group {
    Lines { line: u8, pair: u8 },
    PowerPlay,
    PenaltyKill,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShootoutState {
    /// (team, shooter, goal) in order.
    pub attempts: Vec<(Team, u8, bool)>,
}

/// The last goal, for its assist checks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastGoal {
    pub team: Team,
    pub scorer: u8,
    /// Assists already credited (a tipped shot's shooter, A70).
    pub assists: Vec<u8>,
    /// No assists at all (own goals, long bank shots).
    pub unassisted: bool,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct FourthStreet {
    options: Options,
    rng: GameRng,
    pub sheets: ByTeam<Arc<TeamSheet>>,
    pub coaching: ByTeam<Coaching>,
    pub clock: Moment,
    pub step: Step,
    /// The team with the puck, or that last had it (R10).
    pub puck: Team,
    /// The carrier's slot; `None` while the puck is loose or play is stopped.
    pub carrier: Option<Slot>,
    /// Where the puck is, as `puck` sees the ice.
    pub area: Area,
    /// Roster indices by slot 1-6 (index slot - 1).
    pub on_ice: ByTeam<[Option<u8>; 6]>,
    pub in_net: ByTeam<u8>,
    pub starter: ByTeam<u8>,
    pub pulled: ByTeam<bool>,
    pub group: ByTeam<Group>,
    pub next_lines: ByTeam<Option<(u8, u8)>>,
    pub shift_start: ByTeam<Moment>,
    /// Even-strength seconds each line and pair has played (the rotation, A24).
    line_seconds: ByTeam<Vec<u32>>,
    pair_seconds: ByTeam<Vec<u32>>,
    /// The forecheckers `team` sent in while defending (R33-R35), `None` since the last reset.
    pub forecheck: ByTeam<Option<u8>>,
    pub penalties: Vec<Penalty>,
    pub out: Vec<Out>,
    /// Seconds on the ice per skater.
    pub toi: ByTeam<Vec<u32>>,
    /// The carrier took the puck off the goalie (➊-➎): his shot is a rebound shot (A37).
    pub rebound_holder: bool,
    pub form: ByTeam<GoalieForm>,
    /// Game seconds of the goals against the goalie in net.
    goals_against_at: ByTeam<Vec<u32>>,
    /// The period in which a cold goalie last gave up a goal.
    cold_since: ByTeam<u8>,
    pub last_roll: Option<TrayRoll>,
    /// Rolls so far: the tray's cue that a roll happened, even with equal faces.
    pub rolls: u32,
    pub last_goal: Option<LastGoal>,
    pub box_score: BoxScore,
    pub players: ByTeam<PlayerBoxes>,
    /// Face-offs won and lost by roster index (A69). Kept apart from the box-score lines the
    /// three sims share, whose serialised form the other sims' fingerprints read.
    #[serde(default)]
    pub faceoffs: ByTeam<Vec<(u16, u16)>>,
    /// The coach made up the lines (`Action::SetLineup`): his players take the slots he put
    /// them in, not their positions' slots. Left out of a game nobody used it in, so such a
    /// game's state reads as before.
    #[serde(default, skip_serializing_if = "is_default")]
    pub coach_lines: ByTeam<bool>,
    /// The forwards each coach named to forecheck (`Action::Forecheckers`); `None` sends the
    /// lowest-numbered, as many as his standing orders say (A25).
    #[serde(default, skip_serializing_if = "is_default")]
    pub forecheck_orders: ByTeam<Option<Vec<Slot>>>,
    /// The special-teams unit whose two minutes ran out with the penalty still on (version 6):
    /// the lines on the ice relieve it, and it comes back at their change (L330-342).
    #[serde(default, skip_serializing_if = "is_default")]
    pub relieved: ByTeam<Option<Group>>,
    /// With the option "basic lines" (A24b): the unit (forward line and pair k) last sent, the
    /// rotation going on from it.
    #[serde(default, skip_serializing_if = "is_default")]
    pub basic_unit: ByTeam<u8>,
    /// Teams whose coach plays his lines on special teams (`Action::LinesOnSpecialTeams`).
    #[serde(default, skip_serializing_if = "is_default")]
    pub lines_on_special_teams: ByTeam<bool>,
    /// Teams whose coach named his own special-teams units under version 7: they are seated
    /// in his places (FS-3), not by card position.
    #[serde(default, skip_serializing_if = "is_default")]
    pub coach_units: ByTeam<bool>,
    /// The line and pair a penalty last sent off for a unit, with their shift's start, so a
    /// coach who plays his lines keeps them on. Not serialised: replaying the record sets it.
    #[serde(skip)]
    before_units: ByTeam<Option<(Group, Moment)>>,
    /// The goals and penalties for the summaries (read-outs; a replay notes them again).
    #[serde(skip)]
    pub notes: crate::games::sim::GameNotes,
    /// Line combinations a coach made after the opening face-off (`Action::SetLineup`, L261):
    /// they take the ice at his next line change.
    #[serde(default, skip_serializing_if = "is_default")]
    pub pending_lineup: ByTeam<Option<Lineup>>,
    /// The skater a coach sent out for his goalie (`Action::ExtraAttacker`); none, the best
    /// forward off the ice (A61).
    #[serde(default, skip_serializing_if = "is_default")]
    pub extra_attacker: ByTeam<Option<u8>>,
    /// A goalie's or bench minor just called, whose server the coach may name before the next
    /// roll (A52). Not serialised: replaying the record sets it.
    #[serde(skip)]
    server_choice: ByTeam<Option<ServerChoice>>,
    pub shootout: Option<ShootoutState>,
    outcome: Option<Outcome>,
    /// The rules the game plays under (saves from before versions default to 1).
    #[serde(default = "first_rules_version")]
    rules_version: u16,
    /// While a wild card's roll is read again for the chosen action, its readings are notes:
    /// the roll itself was logged once.
    #[serde(skip)]
    reread: bool,
    /// Rule tests set the faces of the next rolls.
    #[cfg(test)]
    #[serde(skip)]
    pub(super) rigged: std::collections::VecDeque<Vec<(TrayDie, u8)>>,
}

/// A goalie's or bench minor whose server is still the coach's to name (A52).
#[derive(Debug, Clone, PartialEq, Eq)]
struct ServerChoice {
    /// Its index in `penalties`.
    penalty: usize,
    name: &'static str,
    /// `rolls` when it was called: the choice holds until the next roll.
    rolls: u32,
    /// The skaters on the ice at the call, with their slots.
    on_ice: Vec<(u8, Slot)>,
}

fn first_rules_version() -> u16 {
    1
}

fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

impl FourthStreet {
    pub fn with_sheets(options: Options, sheets: ByTeam<Arc<TeamSheet>>, seed: u64) -> Self {
        let mut rng = GameRng::from_seed(seed);
        // The computer names the starter as the real coach did: in proportion to starts.
        let in_net = ByTeam::from_fn(|t| {
            let starts = &sheets[t].starts;
            let total: u32 = starts.iter().sum();
            let mut draw = rng.below(total.max(1) as usize) as u32;
            let mut pick = 0u8;
            for (i, &s) in starts.iter().enumerate() {
                if draw < s {
                    pick = i as u8;
                    break;
                }
                draw -= s;
            }
            pick
        });
        let lines = |t: Team| sheets[t].deployment.lines.len().max(1);
        let pairs = |t: Team| sheets[t].deployment.pairs.len().max(1);
        let mut game = FourthStreet {
            coaching: ByTeam::new(Coaching::default(), Coaching::default()),
            clock: Moment::start(1),
            step: Step::FaceOff(FaceOffSpot {
                attacking: Team::Home,
                area: Area::CENTRE,
            }),
            puck: Team::Home,
            carrier: None,
            area: Area::CENTRE,
            on_ice: ByTeam::new([None; 6], [None; 6]),
            starter: in_net,
            in_net,
            pulled: ByTeam::new(false, false),
            group: ByTeam::new(
                Group::Lines { line: 0, pair: 0 },
                Group::Lines { line: 0, pair: 0 },
            ),
            next_lines: ByTeam::new(None, None),
            shift_start: ByTeam::new(Moment::start(1), Moment::start(1)),
            line_seconds: ByTeam::from_fn(|t| vec![0; lines(t)]),
            pair_seconds: ByTeam::from_fn(|t| vec![0; pairs(t)]),
            forecheck: ByTeam::new(None, None),
            penalties: Vec::new(),
            out: Vec::new(),
            toi: ByTeam::from_fn(|t| vec![0; sheets[t].skaters.len()]),
            rebound_holder: false,
            form: ByTeam::new(GoalieForm::Normal, GoalieForm::Normal),
            goals_against_at: ByTeam::new(Vec::new(), Vec::new()),
            cold_since: ByTeam::new(0, 0),
            last_roll: None,
            rolls: 0,
            last_goal: None,
            box_score: BoxScore::default(),
            players: ByTeam::from_fn(|t| {
                PlayerBoxes::new(sheets[t].skaters.len(), sheets[t].goalies.len())
            }),
            faceoffs: ByTeam::from_fn(|t| vec![(0, 0); sheets[t].skaters.len()]),
            coach_lines: ByTeam::default(),
            forecheck_orders: ByTeam::default(),
            relieved: ByTeam::default(),
            basic_unit: ByTeam::default(),
            lines_on_special_teams: ByTeam::default(),
            coach_units: ByTeam::default(),
            before_units: ByTeam::default(),
            notes: Default::default(),
            pending_lineup: ByTeam::default(),
            extra_attacker: ByTeam::default(),
            server_choice: ByTeam::default(),
            shootout: None,
            outcome: None,
            rules_version: FourthStreet::RULES_VERSION,
            reread: false,
            #[cfg(test)]
            rigged: Default::default(),
            options,
            rng,
            sheets,
        };
        for team in Team::BOTH {
            game.set_lineup(team);
        }
        game.box_score.line(1, Team::Home);
        game
    }

    // -----------------------------------------------------------------------------------------
    // Looking things up

    pub fn sheet(&self, team: Team) -> &TeamSheet {
        &self.sheets[team]
    }

    pub fn skater(&self, team: Team, player: u8) -> &SkaterCard {
        &self.sheets[team].skaters[usize::from(player)]
    }

    pub fn goalie(&self, team: Team) -> &GoalieCard {
        &self.sheets[team].goalies[usize::from(self.in_net[team])]
    }

    pub fn team_name(&self, team: Team) -> &str {
        &self.sheets[team].name
    }

    pub fn at(&self, team: Team, slot: Slot) -> Option<u8> {
        if !(1..=6).contains(&slot) {
            return None;
        }
        self.on_ice[team][usize::from(slot - 1)]
    }

    pub fn slot_of(&self, team: Team, player: u8) -> Option<Slot> {
        (1..=6).find(|&s| self.at(team, s) == Some(player))
    }

    pub fn score(&self) -> ByTeam<u16> {
        self.box_score.goals()
    }

    /// Seconds into the period, for the summaries.
    pub(super) fn elapsed_in_period(&self) -> u32 {
        // The first period starts with the game, not at a period's start.
        let length = match self.notes.period_length {
            0 => u32::from(PERIOD_SECONDS),
            n => n,
        };
        length.saturating_sub(u32::from(self.clock.left))
    }

    pub fn skaters_on(&self, team: Team) -> u8 {
        self.on_ice[team].iter().filter(|s| s.is_some()).count() as u8
    }

    /// Skaters more than the other team (negative when fewer).
    fn men_up(&self, team: Team) -> i8 {
        self.skaters_on(team) as i8 - self.skaters_on(team.other()) as i8
    }

    /// The column's strength (A33): more skaters read PP, fewer SH, equal ES.
    pub fn strength(&self, team: Team) -> Strength {
        match self.men_up(team) {
            n if n > 0 => Strength::PowerPlay,
            n if n < 0 => Strength::ShortHanded,
            _ => Strength::Even,
        }
    }

    /// Whether `team` is a man short because of penalties (icing is waved off, R115).
    fn short_by_penalty(&self, team: Team) -> bool {
        self.reducing(team) > self.reducing(team.other())
    }

    /// Penalised players counting against `team` (two at most).
    pub fn reducing(&self, team: Team) -> usize {
        self.penalties
            .iter()
            .filter(|p| p.team == team && p.reduces)
            .count()
            .min(2)
    }

    /// Power-play movement: one zone more (R108), also for both teams at 3 on 3 (R166).
    fn moves_far(&self, team: Team) -> bool {
        self.men_up(team) > 0 || self.three_on_three()
    }

    fn three_on_three(&self) -> bool {
        self.skaters_on(Team::Home) == 3 && self.skaters_on(Team::Away) == 3
    }

    /// 3 on 3 under version 2's readings (A58): always in versions 2-3, from version 4 only
    /// as the opt-in house rule.
    fn open_three_on_three(&self) -> bool {
        let house = if self.rules_version >= BOOK_VERSION {
            self.options.three_on_three_house_rule
        } else {
            self.rules_version >= CORRECTED_VERSION
        };
        house && self.three_on_three()
    }

    pub fn rules_version(&self) -> u16 {
        self.rules_version
    }

    /// Whether special-teams units change at 2:00 like lines (version 6, finding 14).
    fn units_change_at_two_minutes(&self) -> bool {
        self.rules_version >= LINES_VERSION
    }

    /// Whether this game plays version 5's fixes of the audit's findings.
    fn audit_fixed(&self) -> bool {
        self.rules_version >= AUDIT_VERSION
    }

    /// Whether this game plays version 7's fixes of the coach's bench (FS-1 to FS-3).
    fn bench_fixed(&self) -> bool {
        self.rules_version >= BENCH_VERSION
    }

    /// The d6p naming which of a team's own skaters wins a draw or a loose puck. At 3 on 3
    /// (A58) half its faces would name empty slots and only make the scramble go on, which
    /// the addendum's open ice (R166) does not suggest: its pairs name the three skaters,
    /// 1-2 the LW, 3-4 the C, 5-6 the LD. A defender is still named by the plain d6p, so an
    /// empty slot leaves the carrier unopposed.
    fn own_skater_by_d6p(&self, d6p: Slot) -> Slot {
        if self.open_three_on_three() {
            [1, 1, 2, 2, 4, 4][usize::from(d6p.clamp(1, 6) - 1)]
        } else {
            d6p
        }
    }

    pub fn is_overtime(&self) -> bool {
        self.clock.period > REGULATION_PERIODS
    }

    /// The ratings of whoever is at `slot`, out of position if he must be (R18).
    fn ratings(&self, team: Team, slot: Slot) -> Option<SkaterRatings> {
        let player = self.at(team, slot)?;
        let card = self.skater(team, player);
        Some(match slot_position(slot) {
            Some(position) if position != card.position => card.ratings.at_position(position),
            _ => card.ratings.clone(),
        })
    }

    /// The forwards `team` has sent in to forecheck: those its coach named, or its
    /// lowest-numbered forwards (A25).
    pub fn forecheckers(&self, team: Team) -> Vec<Slot> {
        match self.forecheck[team] {
            Some(n) => self.forecheck_slots(team, n),
            None => Vec::new(),
        }
    }

    /// The forwards `team` would send in now: its coach's named ones on the ice, or the first
    /// `n` forwards on the ice.
    fn forecheck_slots(&self, team: Team, n: u8) -> Vec<Slot> {
        match &self.forecheck_orders[team] {
            Some(slots) => slots
                .iter()
                .copied()
                .filter(|&s| self.at(team, s).is_some())
                .collect(),
            None => (1..=3)
                .filter(|&s| self.at(team, s).is_some())
                .take(usize::from(n))
                .collect(),
        }
    }

    /// Whether `team`'s forecheckers may be placed anew (L482-490): not while they are placed,
    /// until a turnover, loose puck, stoppage or shot takes them back; not in the shootout.
    pub fn may_place_forecheckers(&self, team: Team) -> bool {
        self.outcome.is_none() && self.shootout.is_none() && self.forecheck[team].is_none()
    }

    fn set_forecheckers(&mut self, team: Team, slots: &[Slot]) -> Result<(), RuleError> {
        let mut seen = [false; 3];
        for &s in slots {
            if !(1..=3).contains(&s) || std::mem::replace(&mut seen[usize::from(s - 1)], true) {
                return Err(RuleError::BadForecheckers);
            }
        }
        if !self.may_place_forecheckers(team) {
            return Err(RuleError::ForecheckersPlaced);
        }
        self.forecheck_orders[team] = Some(slots.to_vec());
        Ok(())
    }

    /// Whether the defender at `slot` is where the puck is (R41-R42): forecheckers only in
    /// the carrier's defensive zone, everyone else only outside it.
    fn defends(&self, defence: Team, slot: Slot) -> bool {
        if self.at(defence, slot).is_none() {
            return false;
        }
        let forechecking = self.forecheckers(defence).contains(&slot);
        match self.area.third() {
            Third::Defensive => forechecking,
            _ => !forechecking,
        }
    }

    /// The on-ice teammates of `team` ranked as pass recipients Ⓐ-Ⓓ (R9): highest G(yy), ties
    /// to the lower number; the passer left out.
    pub fn recipients(&self, team: Team, passer: Slot) -> Vec<Slot> {
        let mut slots: Vec<Slot> = (1..=6)
            .filter(|&s| s != passer && self.at(team, s).is_some())
            .collect();
        slots.sort_by_key(|&s| {
            let r = self.ratings(team, s).map_or(0, |r| r.recipient);
            (std::cmp::Reverse(r), s)
        });
        slots
    }

    fn resolve_recipient(&self, team: Team, passer: Slot, to: Recipient) -> Option<Slot> {
        match to {
            Recipient::Rank(n) => self
                .recipients(team, passer)
                .get(usize::from(n.max(1) - 1))
                .copied(),
            // A player may not pass to himself (L1972-1974): from version 7 a ▼➃/▼➄ naming
            // the passer's own slot (a forward the coach put on defence) reads as ▼Ⓓ, as a
            // defenceman's card prints it (FS-2).
            Recipient::Mate(n) if n == passer && self.bench_fixed() => {
                self.resolve_recipient(team, passer, Recipient::Rank(4))
            }
            Recipient::Mate(n) => (n != passer && self.at(team, n).is_some()).then_some(n),
            // Resolved by the coach before this is called.
            Recipient::Choice => None,
        }
    }
}

fn team_code(game: &FourthStreet, team: Team) -> String {
    game.sheets[team].abbreviation.clone()
}

/// Ratings for an empty slot: the rules never read them, but the code must not panic.
trait OrDefaultRatings {
    fn unwrap_or_default_ratings(self) -> SkaterRatings;
}

impl OrDefaultRatings for Option<SkaterRatings> {
    fn unwrap_or_default_ratings(self) -> SkaterRatings {
        self.unwrap_or_else(|| SkaterRatings {
            ps: 10,
            sk: 10,
            w: 10,
            s: 10,
            b: 10,
            df: 0,
            ch: 0,
            pk: 0,
            sp: 1,
            tp: 1,
            pn: 0,
            lp: 0,
            bl: 0,
            en: 0,
            ph: 0,
            tg: 0,
            faceoffs_won: 0,
            faceoffs_lost: 0,
            recipient: 0,
            assist: 0,
            injury: 0,
            shoots: super::cards::Hand::Left,
            man_advantage: super::cards::ManAdvantage { one: 0, two: 0 },
            positions: Vec::new(),
        })
    }
}

/// A penalty to put on the board.
struct Call {
    team: Team,
    /// The skater who sits (roster index).
    server: u8,
    slot: Slot,
    kind: PenaltyKind,
    name: &'static str,
    reduces: bool,
    /// Whether the minutes are the server's own (not a bench or goalie minor).
    on_server: bool,
}

/// "d6p 5", or "d6p 5 (the LD at 3 on 3)" when the face names a skater by its pair.
fn d6p_words(face: Slot, slot: Slot) -> String {
    if face == slot {
        format!("d6p {face}")
    } else {
        format!("d6p {face} (the {} at 3 on 3)", slot_name(slot))
    }
}
