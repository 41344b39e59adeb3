//! The Inside the Crease engine. Rule numbers (R..) and readings (A..) are those of
//! shared/rules/inside-the-crease-inventory.md; docs/crease-readings.md lists the readings
//! chosen. One `Next` turns one Fast Action Card (a goal's burned card goes with its first
//! assist check), so the table can show every card as it is read.

use super::cards::{
    DRESSING_REFIT_VERSION, GoalieCard, SPECIAL_UNITS_VERSION, SkaterCard, TeamCards, dressing_for,
    special_shares, team_cards_for,
};
use super::fac::{
    self, AssistCheck, Breakaway, Claim, DumpIn, Fac, FaceOff, LoosePuck, PassNote, PenaltyCheck,
    PenaltyVariant, ShootoutResult, ShotNote, ShotStopKind, Side, StopKind,
};
use super::state::*;
use super::{Play, Save, ShotType, Slot};
use crate::engine::cards::Deck;
use crate::engine::score::BoxScore;
use crate::engine::{ByTeam, DecidedIn, Game, GameId, GameRng, Outcome, Team, Viewer};
use crate::games::sim::{self, Left, Lineup, LineupShape, PlayerBoxes, SitOutError, Units};
use crate::league::{LeagueTeam, Position};
use serde::{Deserialize, Serialize};

mod bench;
mod faceoffs;
mod game;
mod loose;
mod manager;
mod passing;
mod penalties;
mod periods;
#[cfg(test)]
mod rigging;
mod shots;
mod units;

use bench::bench_of;
pub use faceoffs::face_off_winner;

pub const REGULATION_PERIODS: u8 = 3;
/// 20-second steps in a period (R82) and in regular-season overtime (A34).
pub const PERIOD_STEPS: u16 = 60;
pub const OVERTIME_STEPS: u16 = 15;
/// A shift is two minutes (R84).
pub const SHIFT_STEPS: u16 = 6;
/// The last 80 seconds: a trailing team may pull its goalie (R96).
pub const PULL_GOALIE_STEPS: u16 = 4;
/// Shootout rounds before sudden death (A37).
pub const SHOOTOUT_ROUNDS: usize = 3;
/// Rules version 3 on (docs/crease-readings.md, "Rules version 3"): the computer manager pulls
/// the goalie with the puck or at a face-off and both teams press in overtime, a pulled goalie
/// brings the power-play unit (R97, R85), and overtime's readings (A34): a reading takes 15
/// seconds at 4 on 4 and 10 at 3 on 3, a pass to a slot empty on both sides goes to the card's
/// second position, 3 on 3 is two forwards and a defenceman, and a penalty at 3 on 3 adds a
/// skater to the other side.
pub const SCORE_EFFECTS_VERSION: u16 = 3;
/// Rules version 4 on (docs/crease-readings.md, "Rules version 4"): the SHOT section's
/// `FC0-1: WIDE` note is read, and the computer manager plays score effects all game (FC 1
/// ahead, FC 3 behind, FC 1 when level in the third).
pub const STRATEGY_NOTES_VERSION: u16 = 4;
/// Rules version 5 on (docs/crease-readings.md, "Rules version 5"; docs/rules/crease.md): the
/// book's rules by default. The SHOT note and overtime's quicker readings and second-position
/// pass become house rules (`Options::house`), and the audit's findings are fixed: a fight is
/// no power play (R74), a tied rebound's loose puck whistles on its first tie (R45), LOW and
/// LOWEST assists break ties by season assists (R64), INJ? on a goalie's penalty checks the
/// puck carrier (R77), a hurt goalie is out and a period's injury ends with the period, the
/// side facing a pulled goalie reads SH (R99), a missed penalty shot plays on (R60), any team
/// may pull its goalie in the last 80 seconds (R96), special-teams units respect SHFT (R83), the
/// opening face-off credits one shift, a period opens with the next group in the rotation, and
/// a pass note is read whatever the other goalie does.
pub const BOOK_VERSION: u16 = 5;
/// Rules version 6 on (docs/crease-readings.md, "Rules version 6"): the second audit's
/// findings. A power play begun by an INJ? penalty or a fight's extra minor leaves its coaches
/// the choice through the injury check or the fight (R85); an AST pass to a slot both teams
/// have empty is a loose puck (R80); a person coaching the home side names his shootout goalie
/// before the first attempt (R102); a coach's own special-teams units respect SHFT (R83); and a
/// fighting major that gives the opponent the same penalty (`+ OPP`) has found the other
/// fighter.
pub const SECOND_AUDIT_VERSION: u16 = 6;
/// Steps a special-teams unit is expected to stay on when it is picked (half a shift): the
/// manager's unit is the players furthest behind their share with that much more played.
pub const UNIT_LOOKAHEAD: u16 = 3;

/// The slot's place in a line-up array.
pub fn slot_index(slot: Slot) -> usize {
    Slot::ALL.iter().position(|&s| s == slot).unwrap_or(0)
}

/// Whether a coach may keep his even-strength group on instead of the unit just sent (R85).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum GroupChoice {
    #[default]
    Closed,
    /// At a power play's start: the group that was on stays, its shift going on.
    KeepOn,
    /// At a period's start with a power play carried over: the rotation's group starts it.
    StartPeriod,
}

/// A team's lines as dressed: skater indices into its cards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bench {
    /// Forward lines: LW, C, RW.
    pub forwards: Vec<[u8; 3]>,
    /// Defence pairs: LD, RD.
    pub pairs: Vec<[u8; 2]>,
    /// Goalie indices, the starter first.
    pub goalies: Vec<u8>,
    /// The line and pair in the rotation now.
    pub line: u8,
    pub pair: u8,
    /// A coach's pick for the next change.
    pub next: Option<(u8, u8)>,
    /// Shifts each skater has started (R83).
    pub shifts: Vec<u8>,
    /// 20-second steps each skater has been on the ice.
    pub ice_steps: Vec<u16>,
    /// On special teams since the penalty (R85): changes wait for it to end (rules version
    /// 1) or come at the two-minute marks as new units (version 2).
    pub special: bool,
    /// Version 2: the special-teams group on the ice, the players wanted in LW LD C RD RW.
    pub unit: Option<[Option<u8>; 5]>,
    /// Version 2: each skater's share of the team's power-play and penalty-kill time, in
    /// thousandths (the card builder's `special_shares`).
    pub pp_share: Vec<u16>,
    pub pk_share: Vec<u16>,
    /// Steps each skater has been on the ice on the power play and killing a penalty, and the
    /// team's steps on each.
    pub pp_steps: Vec<u16>,
    pub pk_steps: Vec<u16>,
    pub team_pp_steps: u16,
    pub team_pk_steps: u16,
    /// The coach's own special-teams units (R85); `None` sends the computer's. Left out of the
    /// saved state when unset, so games without them serialize as before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub coach_units: Option<Units>,
    /// A unit went on at this stoppage for a power play's start: until play goes on, its coach
    /// may keep his even-strength group on instead (R85's "or not"). Not serialised: a replay
    /// sets it again, and a state written under older rules stays byte for byte the same.
    #[serde(skip)]
    pub group_choice: GroupChoice,
    /// Each skater's shifts before the units went on at this stoppage: version 6 puts them
    /// back when the coach keeps his group (the injury check between may have changed who is
    /// on). Not serialised, as `group_choice`.
    #[serde(skip)]
    pub shifts_before_units: Vec<u8>,
    /// The skater the coach sends on when his goalie is pulled (L311); `None`: the first
    /// forward free.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub extra_attacker: Option<u8>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Penalty {
    pub team: Team,
    /// `None`: the goalie's, served by a teammate (A24).
    pub player: Option<u8>,
    pub kind: PenaltyKind,
    /// Steps left to serve once it counts.
    pub left: u16,
    /// Takes a skater off (coincidental majors and misconducts do not, A23).
    pub reduces: bool,
}

/// Why a player is out of the line-up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Until {
    NextChange,
    EndOfPeriod,
    EndOfGame,
    /// Sat out before the game (`Action::SitOut`): out for all of it.
    SatOut,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Out {
    pub team: Team,
    pub player: u8,
    pub goalie: bool,
    pub until: Until,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShootoutState {
    /// (team, shooter, goal) in order.
    pub attempts: Vec<(Team, u8, bool)>,
    /// Version 6: the home coach has named his goalie (R102). Left out of the saved state when
    /// false, so older games serialize as before.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub home_goalie_named: bool,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Crease {
    options: Options,
    rng: GameRng,
    pub cards: ByTeam<TeamCards>,
    pub benches: ByTeam<Bench>,
    deck: Deck<u8>,
    /// The last card turned and the section it was read in.
    pub last_flip: Option<(u8, Section)>,
    pub period: u8,
    /// 20-second steps left in the period.
    pub clock: u16,
    /// Timed PASS TO readings in the game.
    pub steps: u32,
    pub pending: Pending,
    pub puck: Team,
    pub carrier: Slot,
    /// Skater indices in LW LD C RD RW and, with the goalie pulled, the extra skater in G.
    pub on_ice: ByTeam<[Option<u8>; 6]>,
    pub in_net: ByTeam<u8>,
    pub pulled: ByTeam<bool>,
    pub strategy: ByTeam<Strategy>,
    pub penalties: Vec<Penalty>,
    pub out: Vec<Out>,
    /// A penalty waiting for the shot to end (R30): team, player, victim.
    pub delayed: Option<(Team, u8, u8)>,
    /// Assists earned in play for the sequence under way (R61, A19), most recent first.
    chain: Vec<u8>,
    /// The last scorer and his credited assists, for the assist checks.
    pub last_goal: Option<(Team, u8, Vec<u8>)>,
    /// Face-off men kicked out of this face-off (R11-R12).
    kicked: Vec<(Team, u8)>,
    /// The player who received the last timed pass (R97).
    last_receiver: Option<(Team, Slot)>,
    /// The step of the last two-minute change, so one mark changes lines once.
    last_change_step: u32,
    pub box_score: BoxScore,
    pub players: ByTeam<PlayerBoxes>,
    /// Timed PASS TO readings each skater received, EVEN/PP/SH (what the card builder's
    /// nominal model predicts; the realism command compares them).
    pub readings: ByTeam<Vec<[u16; 3]>>,
    pub shootout: Option<ShootoutState>,
    outcome: Option<Outcome>,
    /// The rules the game is played under (its record's version).
    rules_version: u16,
    /// Version 3: timed readings in overtime so far (the clock holds on some of them).
    #[serde(default)]
    pub overtime_readings: u16,
    /// Version 3: the last timed reading did not run the clock (overtime's quicker readings).
    #[serde(default)]
    pub clock_held: bool,
    /// The goals and penalties for the summaries (read-outs; a replay notes them again).
    #[serde(skip)]
    pub notes: crate::games::sim::GameNotes,
}

impl Crease {
    /// A game under the newest rules.
    pub fn with_teams(options: Options, teams: ByTeam<&LeagueTeam>, seed: u64) -> Crease {
        Crease::with_teams_under(options, teams, seed, <Crease as Game>::RULES_VERSION)
    }

    /// A game under the rules of `rules_version` (1: special teams are whichever group the
    /// power play finds; 2: power-play and penalty-kill units, cards built for them).
    pub fn with_teams_under(
        options: Options,
        teams: ByTeam<&LeagueTeam>,
        seed: u64,
        rules_version: u16,
    ) -> Crease {
        let cards = teams.map(|_, t| team_cards_for(t, rules_version));
        Crease::with_cards(options, teams, cards, seed, rules_version)
    }

    /// As [`Crease::with_teams_under`], with the cards given: the calibration command plays
    /// cards built with candidate corrections.
    pub fn with_cards(
        options: Options,
        teams: ByTeam<&LeagueTeam>,
        cards: ByTeam<TeamCards>,
        seed: u64,
        rules_version: u16,
    ) -> Crease {
        let mut rng = GameRng::from_seed(seed);
        let deck = Deck::shuffled((1..=fac::CARDS as u8).collect(), &mut rng);
        let benches = teams.map(|_, t| bench_of(t, rules_version));
        // R1: each team names a starter. The computer picks as the real coach did, in
        // proportion to the goalies' starts this season, so a team's backup gets his games.
        let in_net = ByTeam::from_fn(|t| {
            let starts: Vec<u32> = teams[t]
                .goalies()
                .map(|(_, line)| line.starts.max(1))
                .collect();
            let total: u32 = starts.iter().sum();
            let mut draw = rng.below(total.max(1) as usize) as u32;
            let mut pick = 0;
            for (i, s) in starts.iter().enumerate() {
                if draw < *s {
                    pick = i;
                    break;
                }
                draw -= s;
            }
            pick as u8
        });
        let players = cards.map(|_, c| PlayerBoxes::new(c.skaters.len(), c.goalies.len()));
        let readings = cards.map(|_, c| vec![[0; 3]; c.skaters.len()]);
        let mut game = Crease {
            options,
            rng,
            cards,
            benches,
            deck,
            last_flip: None,
            period: 0,
            clock: PERIOD_STEPS,
            steps: 0,
            pending: Pending::StartPeriod,
            puck: Team::Home,
            carrier: Slot::C,
            on_ice: ByTeam::new([None; 6], [None; 6]),
            in_net,
            pulled: ByTeam::new(false, false),
            strategy: ByTeam::new(Strategy::default(), Strategy::default()),
            penalties: Vec::new(),
            out: Vec::new(),
            delayed: None,
            chain: Vec::new(),
            last_goal: None,
            kicked: Vec::new(),
            last_receiver: None,
            last_change_step: 0,
            box_score: BoxScore::default(),
            players,
            readings,
            shootout: None,
            outcome: None,
            rules_version,
            overtime_readings: 0,
            clock_held: false,
            notes: Default::default(),
        };
        for team in Team::BOTH {
            game.start_shift(team);
        }
        game
    }

    /// The rules version the game is played under.
    pub fn rules_version(&self) -> u16 {
        self.rules_version
    }

    /// Rules version 2 on: power plays and penalty kills by units.
    fn units(&self) -> bool {
        self.rules_version >= SPECIAL_UNITS_VERSION
    }

    /// Rules version 3 on: score effects and overtime's readings.
    fn score_effects(&self) -> bool {
        self.rules_version >= SCORE_EFFECTS_VERSION
    }

    /// Rules version 4 on: the SHOT note and score effects all game.
    fn strategy_notes(&self) -> bool {
        self.rules_version >= STRATEGY_NOTES_VERSION
    }

    /// Regular-season overtime (A34) under version 3's readings.
    fn season_overtime(&self) -> bool {
        self.score_effects() && self.is_overtime() && self.options.overtime == Overtime::Shootout
    }

    /// Rules version 5 on: the book's rules, the rest house rules.
    fn book(&self) -> bool {
        self.rules_version >= BOOK_VERSION
    }

    /// Rules version 6 on: the second audit's findings fixed.
    fn second_audit(&self) -> bool {
        self.rules_version >= SECOND_AUDIT_VERSION
    }

    /// Whether the SHOT section's `FC0-1: WIDE` note is read: always in version 4, as a house
    /// rule from version 5.
    pub fn reads_shot_note(&self) -> bool {
        self.strategy_notes() && (!self.book() || self.options.house.wide_note)
    }

    /// Overtime's quicker readings (versions 3-4, a house rule from 5).
    fn quick_overtime(&self) -> bool {
        self.season_overtime() && (!self.book() || self.options.house.quick_overtime)
    }

    /// Overtime's pass to the second position (versions 3-4, a house rule from 5).
    fn overtime_second_position(&self) -> bool {
        self.season_overtime() && (!self.book() || self.options.house.second_position)
    }

    // ----- reading the table -----

    pub fn skater(&self, team: Team, player: u8) -> &SkaterCard {
        &self.cards[team].skaters[usize::from(player)]
    }

    pub fn goalie(&self, team: Team) -> &GoalieCard {
        &self.cards[team].goalies[usize::from(self.in_net[team])]
    }

    pub fn team_name(&self, team: Team) -> &str {
        &self.cards[team].name
    }

    pub fn at(&self, team: Team, slot: Slot) -> Option<u8> {
        self.on_ice[team][slot_index(slot)]
    }

    pub fn score(&self) -> ByTeam<u16> {
        self.box_score.goals()
    }

    pub fn is_overtime(&self) -> bool {
        self.period > REGULATION_PERIODS
    }

    /// Skaters on the ice (the extra attacker included).
    pub fn skaters_on(&self, team: Team) -> usize {
        self.on_ice[team].iter().filter(|s| s.is_some()).count()
    }

    /// Skaters the penalties leave a team, before a pulled goalie (R78, A23).
    /// Seconds into the period, for the summaries.
    pub(super) fn elapsed(&self) -> u32 {
        let length = if self.is_overtime() && self.options.overtime == Overtime::Shootout {
            OVERTIME_STEPS
        } else {
            PERIOD_STEPS
        };
        u32::from(length.saturating_sub(self.clock)) * 20
    }

    /// A penalty for the summary: `player` a goalie's index if `goalie`.
    pub(super) fn note_penalty(
        &mut self,
        team: Team,
        (player, goalie): (u8, bool),
        minutes: u16,
        infraction: &'static str,
    ) {
        self.notes.penalties.push(crate::games::sim::PenaltyNote {
            period: self.period,
            elapsed: Some(self.elapsed()),
            team,
            player,
            goalie,
            minutes,
            infraction: Some(infraction),
        });
    }

    pub fn strength(&self, team: Team) -> usize {
        let base = if self.is_overtime() && self.options.overtime == Overtime::Shootout {
            usize::from(self.options.overtime_skaters.clamp(3, 5))
        } else {
            5
        };
        if base == 3 && self.season_overtime() {
            // Version 3: at 3 on 3 a penalty adds a skater to the other side (4 on 3).
            let theirs = self.serving(team.other()).count();
            return (3 + theirs)
                .saturating_sub(self.serving(team).count())
                .clamp(3, 5);
        }
        base.saturating_sub(self.serving(team).count()).max(3)
    }

    /// The penalties that take a skater off now: per team the first of each player's, at most
    /// two players at a time (A23).
    fn serving(&self, team: Team) -> impl Iterator<Item = &Penalty> {
        let mut players: Vec<Option<u8>> = Vec::new();
        self.penalties
            .iter()
            .filter(move |p| p.team == team && p.reduces)
            .filter(move |p| {
                if players.contains(&p.player) || players.len() >= 2 {
                    false
                } else {
                    players.push(p.player);
                    true
                }
            })
    }

    /// Which 1-40 section a team reads (R14, A30, A31).
    pub fn section_for(&self, team: Team) -> Strength {
        let other = team.other();
        let (us, them) = (self.skaters_on(team), self.skaters_on(other));
        if self.pulled[team] && self.strength(team) < self.strength(other) {
            return Strength::Even;
        }
        if self.book() && self.pulled[team] {
            // R98: the six-skater team reads PP, EVEN if it was short-handed.
            return Strength::PowerPlay;
        }
        if self.book() && self.pulled[other] {
            // R99: the team facing the extra attacker must read SH.
            return Strength::ShortHanded;
        }
        if self.pulled[other] && self.strength(other) < self.strength(team) {
            return Strength::Even;
        }
        match us.cmp(&them) {
            std::cmp::Ordering::Greater => Strength::PowerPlay,
            std::cmp::Ordering::Less => Strength::ShortHanded,
            std::cmp::Ordering::Equal => Strength::Even,
        }
    }

    /// Killing a penalty: fewer skaters than the other side, by penalties (R76).
    fn killing(&self, team: Team) -> bool {
        self.strength(team) < self.strength(team.other())
    }

    fn def(&self, team: Team, player: u8) -> u8 {
        let card = self.skater(team, player);
        match card.pk_def {
            Some(pk) if self.killing(team) => pk,
            _ => card.def,
        }
    }

    fn unavailable(&self, team: Team, player: u8) -> bool {
        self.penalties
            .iter()
            .any(|p| p.team == team && p.player == Some(player))
            || self
                .out
                .iter()
                .any(|o| o.team == team && !o.goalie && o.player == player)
    }

    /// The FC a defending team counts for a check (R100: the six-skater team defends at FC 0
    /// for blocks, wide shots and dump ins, and FC 3 for takeaways).
    fn fc(&self, team: Team, takeaway: bool) -> u8 {
        if self.pulled[team] {
            return if takeaway { 3 } else { 0 };
        }
        if self.options.strategies {
            self.strategy[team].fc
        } else {
            2
        }
    }

    fn phy(&self, team: Team) -> Phy {
        if self.options.strategies {
            self.strategy[team].phy
        } else {
            Phy::Normal
        }
    }
}

/// A marked FC stop's threshold change for the defending team's forecheck: dump ins, wide
/// shots and blocks are harder at FC 3 and easier at FC 0-1 (`harder_at_3`); takeaways the
/// other way (R89-R90, A39).
fn fc_shift(fc: u8, marked: bool, harder_at_3: bool) -> i8 {
    if !marked {
        return 0;
    }
    let sign = if harder_at_3 { 1 } else { -1 };
    match fc {
        3 => sign,
        0 | 1 => -sign,
        _ => 0,
    }
}

/// PHY HIGH makes marked hits and penalties easier, LOW harder (R91-R92).
fn phy_shift(phy: Phy, marked: bool) -> i8 {
    match (marked, phy) {
        (true, Phy::High) => -1,
        (true, Phy::Low) => 1,
        _ => 0,
    }
}

fn adj_threshold(threshold: u8, adj: i8) -> u8 {
    (i16::from(threshold) + i16::from(adj)).clamp(1, 20) as u8
}
