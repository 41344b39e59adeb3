//! The Inside the Crease engine. Rule numbers (R..) and readings (A..) are those of
//! shared/rules/inside-the-crease-inventory.md; docs/crease-readings.md lists the readings
//! chosen. One `Next` turns one Fast Action Card (a goal's burned card goes with its first
//! assist check), so the table can show every card as it is read.

use super::cards::{
    GoalieCard, SPECIAL_UNITS_VERSION, SkaterCard, TeamCards, special_shares, team_cards_for,
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
}

fn bench_of(team: &LeagueTeam, rules_version: u16) -> Bench {
    let index: Vec<&str> = team.skaters().map(|(p, _)| p.id.as_str()).collect();
    let find = |id: &str| index.iter().position(|&x| x == id).unwrap_or(0) as u8;
    let lines = team.lines();
    let mut forwards: Vec<[u8; 3]> = lines
        .forwards
        .iter()
        .map(|l| {
            [
                find(&l.left_wing.id),
                find(&l.centre.id),
                find(&l.right_wing.id),
            ]
        })
        .collect();
    let mut pairs: Vec<[u8; 2]> = lines
        .defence
        .iter()
        .map(|p| [find(&p.first.id), find(&p.second.id)])
        .collect();
    // A short roster still dresses a line and a pair from whoever it has.
    let n = index.len().max(1) as u8;
    if forwards.is_empty() {
        forwards.push([0, 1 % n, 2 % n]);
    }
    if pairs.is_empty() {
        pairs.push([3 % n, 4 % n]);
    }
    let goalie_ids: Vec<&str> = team.goalies().map(|(p, _)| p.id.as_str()).collect();
    let goalies = lines
        .goalies
        .iter()
        .filter_map(|p| goalie_ids.iter().position(|&x| x == p.id))
        .map(|i| i as u8)
        .collect();
    let (pp_share, pk_share) = if rules_version < SPECIAL_UNITS_VERSION {
        (vec![0; index.len()], vec![0; index.len()])
    } else {
        let thousandths = |x: f64| (x * 1000.0).round().clamp(0.0, 1000.0) as u16;
        special_shares(team)
            .into_iter()
            .map(|s| (thousandths(s.pp), thousandths(s.pk)))
            .unzip()
    };
    Bench {
        forwards,
        pairs,
        goalies,
        line: 0,
        pair: 0,
        next: None,
        shifts: vec![0; index.len()],
        ice_steps: vec![0; index.len()],
        special: false,
        unit: None,
        pp_share,
        pk_share,
        pp_steps: vec![0; index.len()],
        pk_steps: vec![0; index.len()],
        team_pp_steps: 0,
        team_pk_steps: 0,
        coach_units: None,
        group_choice: GroupChoice::Closed,
        shifts_before_units: Vec::new(),
        extra_attacker: None,
    }
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

    // ----- line-ups -----

    /// Puts the bench's current line and pair on, filling for the missing and leaving slots
    /// empty as the strength requires (R78, A24).
    fn set_lineup(&mut self, team: Team) {
        let strength = self.strength(team);
        let bench = &self.benches[team];
        let line = bench.forwards[usize::from(bench.line) % bench.forwards.len()];
        let pair = bench.pairs[usize::from(bench.pair) % bench.pairs.len()];
        let mut used: Vec<u8> = Vec::new();
        let killing = self.killing(team);
        let forwards_pool: Vec<u8> = {
            let mut v: Vec<u8> = line.to_vec();
            let mut rest: Vec<u8> = bench.forwards.iter().flatten().copied().collect();
            if killing {
                rest.sort_by_key(|&p| std::cmp::Reverse(self.pk_value(team, p)));
                v = rest.clone();
            }
            v.extend(rest);
            v
        };
        let d_pool: Vec<u8> = {
            let mut v: Vec<u8> = pair.to_vec();
            let mut rest: Vec<u8> = bench.pairs.iter().flatten().copied().collect();
            if killing {
                rest.sort_by_key(|&p| std::cmp::Reverse(self.pk_value(team, p)));
                v = rest.clone();
            }
            v.extend(rest);
            v
        };
        let all: Vec<u8> = (0..self.cards[team].skaters.len() as u8).collect();
        // The first free of the players wanted, else of the pool, else anyone.
        let pick = |wanted: &[Option<u8>], pool: &[u8], used: &mut Vec<u8>| -> Option<u8> {
            let free = |p: &u8| !used.contains(p) && !self.unavailable(team, *p);
            let choice = wanted
                .iter()
                .flatten()
                .copied()
                .find(free)
                .or_else(|| pool.iter().copied().find(free))
                .or_else(|| all.iter().copied().find(free));
            if let Some(p) = choice {
                used.push(p);
            }
            choice
        };
        let mut lineup = [None; 6];
        // The coach's extra attacker (L311) is the sixth, even if his unit has him too: his
        // place there is filled as for a player who can't play.
        let sixth = bench
            .extra_attacker
            .filter(|&p| self.pulled[team] && !self.unavailable(team, p));
        used.extend(sixth);
        let unit = bench.unit.filter(|_| bench.special && self.units());
        let [want_lw, want_ld, want_c, want_rd, want_rw] = match unit {
            // A unit's forward places: a wing missing at four takes the unit's C; alone at
            // three, the C is the unit's C or else a wing (R78).
            Some(u) => [
                vec![u[0], u[2]],
                vec![u[1]],
                vec![u[2], u[0], u[4]],
                vec![u[3]],
                vec![u[4], u[2]],
            ],
            None if killing => Default::default(),
            None => [
                vec![Some(line[0])],
                vec![Some(pair[0])],
                vec![Some(line[1])],
                vec![Some(pair[1])],
                vec![Some(line[2])],
            ],
        };
        lineup[slot_index(Slot::LD)] = pick(&want_ld, &d_pool, &mut used);
        lineup[slot_index(Slot::RD)] = pick(&want_rd, &d_pool, &mut used);
        match strength {
            5 => {
                lineup[slot_index(Slot::C)] = pick(&want_c, &forwards_pool, &mut used);
                lineup[slot_index(Slot::LW)] = pick(&want_lw, &forwards_pool, &mut used);
                lineup[slot_index(Slot::RW)] = pick(&want_rw, &forwards_pool, &mut used);
            }
            4 => {
                lineup[slot_index(Slot::LW)] = pick(&want_lw, &forwards_pool, &mut used);
                lineup[slot_index(Slot::RW)] = pick(&want_rw, &forwards_pool, &mut used);
            }
            _ if self.season_overtime() && !killing && unit.is_none() => {
                // Version 3: 3 on 3 in overtime is two forwards and a defenceman, in the slots
                // R78 leaves at three (C, LD, RD): the line's left wing plays the left point.
                let ld = lineup[slot_index(Slot::LD)];
                used.retain(|&p| Some(p) != ld);
                lineup[slot_index(Slot::C)] = pick(&want_c, &forwards_pool, &mut used);
                lineup[slot_index(Slot::LD)] = pick(&want_lw, &forwards_pool, &mut used);
            }
            _ => {
                lineup[slot_index(Slot::C)] = pick(&want_c, &forwards_pool, &mut used);
            }
        }
        if self.pulled[team] {
            lineup[slot_index(Slot::G)] = sixth.or_else(|| pick(&[], &forwards_pool, &mut used));
        }
        self.on_ice[team] = lineup;
    }

    /// Penalty killers first: players with a PK DEF (R76), by it; then the rest by DEF.
    fn pk_value(&self, team: Team, player: u8) -> (bool, u8) {
        let c = self.skater(team, player);
        (c.pk_def.is_some(), c.pk_def.unwrap_or(c.def))
    }

    /// A new shift: the coach's pick or the next line in the stack (R87), skipping anyone past
    /// his SHFT (R83) when the option is on. Everyone who comes on is credited a shift.
    fn start_shift(&mut self, team: Team) {
        self.set_lineup(team);
        let on: Vec<u8> = self.on_ice[team].iter().flatten().copied().collect();
        for p in on {
            let shifts = &mut self.benches[team].shifts[usize::from(p)];
            *shifts = shifts.saturating_add(1);
        }
    }

    /// The goalies `team` may send out for the shootout: before its first attempt, every goalie
    /// not hurt, the one in net included.
    pub fn shootout_goalies(&self, team: Team) -> Vec<u8> {
        let started = self
            .shootout
            .as_ref()
            .is_none_or(|s| !s.attempts.is_empty());
        if started || self.outcome.is_some() {
            return Vec::new();
        }
        let hurt = |g: u8| {
            self.out
                .iter()
                .any(|o| o.team == team && o.goalie && o.player == g)
        };
        (0..self.cards[team].goalies.len() as u8)
            .filter(|&g| !hurt(g))
            .collect()
    }

    /// Version 6 (R102): the shootout waits for a person coaching `team`, the home side, to
    /// name his goalie before the visitors' first attempt (they shoot first, so otherwise the
    /// computer's first shot would close his choice).
    pub fn shootout_goalie_due(&self, team: Team) -> bool {
        self.second_audit()
            && team == Team::Home
            && self.options.coaches[team] == sim::Coach::Person
            && matches!(self.pending, Pending::Shootout { .. })
            && !self.shootout_goalies(team).is_empty()
            && !self.shootout.as_ref().is_some_and(|s| s.home_goalie_named)
    }

    /// Whether the opening face-off is still to come: a coach may make up his lines (R1).
    pub fn before_opening_faceoff(&self) -> bool {
        self.period == 0 && self.steps == 0 && self.pending == Pending::StartPeriod
    }

    /// The line-up `team` would start with now: the computer's until its coach makes his own.
    pub fn lineup(&self, team: Team) -> Lineup {
        let bench = &self.benches[team];
        Lineup {
            forwards: bench.forwards.clone(),
            pairs: bench.pairs.clone(),
            goalie: self.in_net[team],
        }
    }

    /// What a line-up for `team` must fit: its roster and the lines and pairs it dresses.
    pub fn lineup_shape(&self, team: Team) -> LineupShape {
        LineupShape {
            skaters: self.cards[team].skaters.len(),
            goalies: self.cards[team].goalies.len(),
            lines: self.benches[team].forwards.len(),
            pairs: self.benches[team].pairs.len(),
        }
    }

    /// R1: the coach's own lines and starter replace the computer's before the opening
    /// face-off. The first line and pair start; nobody has a shift yet.
    fn set_coach_lineup(&mut self, team: Team, lineup: &Lineup) -> Result<(), RuleError> {
        if !self.before_opening_faceoff() {
            return Err(RuleError::LineupTooLate);
        }
        if self.sits_out(team, true, lineup.goalie) {
            return Err(crate::games::sim::LineupError::Unavailable(lineup.goalie).into());
        }
        lineup.check(self.lineup_shape(team), |p| self.sits_out(team, false, p))?;
        let bench = &mut self.benches[team];
        bench.forwards = lineup.forwards.clone();
        bench.pairs = lineup.pairs.clone();
        bench.line = 0;
        bench.pair = 0;
        bench.next = None;
        // The starter first, then the others in the order the computer had them.
        let mut goalies = vec![lineup.goalie];
        goalies.extend(
            bench
                .goalies
                .iter()
                .copied()
                .filter(|&g| g != lineup.goalie),
        );
        bench.goalies = goalies;
        bench.shifts.iter_mut().for_each(|s| *s = 0);
        // Units named before that send a player no longer dressed are dropped.
        if let Some(units) = &bench.coach_units {
            let named = units.power_play.iter().chain(&units.penalty_kill);
            if named.clone().any(|&p| !lineup.skaters().any(|q| q == p)) {
                bench.coach_units = None;
            }
        }
        self.in_net[team] = lineup.goalie;
        self.start_shift(team);
        Ok(())
    }

    /// Whether `team`'s skater (`goalie` false) or goalie `player` sits the game out.
    pub fn sits_out(&self, team: Team, goalie: bool, player: u8) -> bool {
        self.out.iter().any(|o| {
            o.team == team && o.goalie == goalie && o.player == player && o.until == Until::SatOut
        })
    }

    /// `Action::SitOut` (before the opening face-off): the player is out for the game. A
    /// skater's places on the lines (the computer's, or a coach's own) go to stand-ins
    /// (`sim::call_up_order`), and the first line and pair start afresh. A goalie leaves the
    /// goalies' order and the next in it starts if he was to.
    fn sit_out(&mut self, out: sim::SitOut) -> Result<Event, SitOutError> {
        let (team, goalie, player) = (out.team, out.goalie, out.player);
        if !self.before_opening_faceoff() {
            return Err(SitOutError::Started);
        }
        let cards = &self.cards[team];
        let roster = if goalie {
            cards.goalies.len()
        } else {
            cards.skaters.len()
        };
        if usize::from(player) >= roster {
            return Err(SitOutError::NoSuchPlayer);
        }
        if self.sits_out(team, goalie, player) {
            return Err(SitOutError::Already);
        }
        let able = |n: usize, is_goalie: bool| {
            let n = n as u8;
            (0..n)
                .filter(|&i| {
                    !(self.sits_out(team, is_goalie, i) || (is_goalie == goalie && i == player))
                })
                .count()
        };
        let skaters = able(cards.skaters.len(), false);
        Left {
            goalies: able(cards.goalies.len(), true),
            skaters,
            // Any skater takes a shootout attempt here.
            shooters: skaters,
        }
        .check()?;
        self.out.push(Out {
            team,
            player,
            goalie,
            until: Until::SatOut,
        });
        let bench = &mut self.benches[team];
        if goalie {
            bench.goalies.retain(|&g| g != player);
            if self.in_net[team] == player {
                self.in_net[team] = bench.goalies.first().copied().unwrap_or(0);
            }
            return Ok(Event::SatOut {
                team,
                goalie,
                player,
            });
        }
        let cards = &self.cards[team];
        let out: Vec<u8> = (0..cards.skaters.len() as u8)
            .filter(|&p| self.sits_out(team, false, p))
            .collect();
        let skaters: Vec<(u8, &str, Position)> = cards
            .skaters
            .iter()
            .enumerate()
            .map(|(i, c)| (i as u8, c.id.as_str(), c.position))
            .filter(|(i, _, _)| !out.contains(i))
            .collect();
        let league = self.options.teams[team].team();
        let bench = &mut self.benches[team];
        for &gone in &out {
            let position = cards.skaters[usize::from(gone)].position;
            let order = sim::call_up_order(&skaters, position, league);
            let places = bench.forwards.len() * 3 + bench.pairs.len() * 2;
            for k in 0..places {
                let dressed: Vec<u8> = bench
                    .forwards
                    .iter()
                    .flatten()
                    .chain(bench.pairs.iter().flatten())
                    .copied()
                    .collect();
                let (group, at): (&mut [u8], usize) = if k < bench.forwards.len() * 3 {
                    (&mut bench.forwards[k / 3], k % 3)
                } else {
                    let k = k - bench.forwards.len() * 3;
                    (&mut bench.pairs[k / 2], k % 2)
                };
                if group[at] == gone
                    && let Some(sub) = sim::stand_in(&order, &dressed, group)
                {
                    group[at] = sub;
                }
            }
        }
        bench.line = 0;
        bench.pair = 0;
        bench.next = None;
        // A coach's units naming him are dropped, as when his lines leave a player out.
        if let Some(units) = &bench.coach_units
            && units
                .power_play
                .iter()
                .chain(&units.penalty_kill)
                .any(|p| out.contains(p))
        {
            bench.coach_units = None;
        }
        bench.shifts.iter_mut().for_each(|s| *s = 0);
        self.start_shift(team);
        Ok(Event::SatOut {
            team,
            goalie,
            player,
        })
    }

    /// The next line and pair in the rotation, skipping one whose players have used their
    /// shifts when that matters (R83, R86).
    fn rotate(&mut self, team: Team, events: &mut Vec<Event>) {
        let (line, pair) = match self.benches[team].next.take() {
            Some(pick) => pick,
            None => self.next_in_stack(team),
        };
        self.out
            .retain(|o| !(o.team == team && o.until == Until::NextChange));
        let bench = &mut self.benches[team];
        bench.line = line % bench.forwards.len() as u8;
        bench.pair = pair % bench.pairs.len() as u8;
        bench.unit = None;
        events.push(Event::LineChange {
            team,
            forwards: bench.line,
            pair: bench.pair,
        });
        self.start_shift(team);
    }

    /// The next line and pair for the computer and for a change nobody picked. With SHFT
    /// limits on: never the group just on (R86), if possible one whose players all have shifts
    /// left (R83), and of those the one with the largest share of its SHFT still to play as ice
    /// time (a short power-play shift counts for its 20-second steps), so each player's time
    /// follows his SHFT; the stack order breaks ties. Without them: the next in the stack (the basic method, R87, A36).
    pub fn next_in_stack(&self, team: Team) -> (u8, u8) {
        let bench = &self.benches[team];
        let pick = |groups: Vec<Vec<u8>>, current: u8| -> u8 {
            let n = groups.len() as u8;
            if !self.options.shift_limits || n < 2 {
                return (current + 1) % n.max(1);
            }
            let fresh = |g: &u8| {
                groups[usize::from(*g)]
                    .iter()
                    .all(|&p| self.shifts_left(team, p) > 0)
            };
            let others: Vec<u8> = (0..n).filter(|&g| g != current).collect();
            let open: Vec<u8> = others.iter().copied().filter(fresh).collect();
            let choices = if open.is_empty() { others } else { open };
            choices
                .into_iter()
                .max_by_key(|&g| {
                    // The share of the group's SHFT (as ice time) still to play, in thousandths.
                    let players = &groups[usize::from(g)];
                    let rated: i32 = players
                        .iter()
                        .map(|&p| i32::from(self.skater(team, p).shft.max(1)) * 6)
                        .sum();
                    let played: i32 = players
                        .iter()
                        .map(|&p| i32::from(bench.ice_steps[usize::from(p)]))
                        .sum();
                    (1000 * (rated - played) / rated.max(1), std::cmp::Reverse(g))
                })
                .unwrap_or(0)
        };
        let line = pick(
            bench.forwards.iter().map(|l| l.to_vec()).collect(),
            bench.line,
        );
        let pair = pick(bench.pairs.iter().map(|p| p.to_vec()).collect(), bench.pair);
        (line, pair)
    }

    /// A skater's SHFT less the shifts he has started (negative once past it).
    pub fn shifts_left(&self, team: Team, player: u8) -> i32 {
        i32::from(self.skater(team, player).shft)
            - i32::from(self.benches[team].shifts[usize::from(player)])
    }

    /// With SHFT limits on, a coach may not send out the group just on (unless on special
    /// teams) or one with a player out of shifts (R83, R86).
    pub fn may_send(&self, team: Team, forwards: u8, pair: u8) -> bool {
        let bench = &self.benches[team];
        let (Some(line), Some(d)) = (
            bench.forwards.get(usize::from(forwards)),
            bench.pairs.get(usize::from(pair)),
        ) else {
            return false;
        };
        if !self.options.shift_limits {
            return true;
        }
        let fresh = line
            .iter()
            .chain(d.iter())
            .all(|&p| self.shifts_left(team, p) > 0);
        let again = !bench.special && (forwards == bench.line || pair == bench.pair);
        fresh && !again
    }

    // ----- special-teams units (rules version 2) -----

    /// `team` sends its special-teams unit (R85) at a power play's start, at each two-minute
    /// mark while it lasts, and at a period's start: the manager's unit, whoever coaches (a
    /// coach's pick is the group for the next line change, which comes when the strength is
    /// even again; the table has no unit picker). The group sent is credited a shift (R85); at
    /// a mark (`fresh` false) those who stay on go on with theirs, and a unit that stays as it
    /// was is no change.
    fn send_unit(&mut self, team: Team, fresh: bool, events: &mut Vec<Event>) {
        let power_play = self.strength(team) > self.strength(team.other());
        self.send_unit_as(team, power_play, fresh, events);
    }

    /// [`Crease::send_unit`] with the manager's power-play (`power_play`) or penalty-kill unit
    /// for the team's strength.
    fn send_unit_as(&mut self, team: Team, power_play: bool, fresh: bool, events: &mut Vec<Event>) {
        self.out
            .retain(|o| !(o.team == team && o.until == Until::NextChange));
        let lineup = self.on_ice[team];
        let before: Vec<u8> = lineup.iter().flatten().copied().collect();
        let unit = self.unit_as(team, self.strength(team), power_play, fresh);
        let bench = &mut self.benches[team];
        bench.special = true;
        bench.unit = Some(unit);
        self.set_lineup(team);
        let on: Vec<u8> = self.on_ice[team].iter().flatten().copied().collect();
        for &p in &on {
            if fresh || !before.contains(&p) {
                let shifts = &mut self.benches[team].shifts[usize::from(p)];
                *shifts = shifts.saturating_add(1);
            }
        }
        if fresh || self.on_ice[team] != lineup {
            events.push(Event::SpecialTeams {
                team,
                power_play,
                players: on,
            });
        }
    }

    /// The computer manager's special-teams unit for `team` now (R85 leaves it to the coach),
    /// as the players wanted in LW LD C RD RW. Each skater is on for his share of the team's
    /// power-play or penalty-kill time, the share his card was built for: the unit is the
    /// skaters furthest behind their share of the steps played so far plus
    /// [`UNIT_LOOKAHEAD`] (more share, then line order, first on a tie). A power play sends
    /// one or two defencemen, a penalty kill two.
    pub fn manager_unit(&self, team: Team) -> [Option<u8>; 5] {
        let strength = self.strength(team);
        let power_play = strength > self.strength(team.other());
        self.manager_unit_as(team, strength, power_play)
    }

    /// The unit `team` sends for `strength` skaters: its coach's, when he named units, else the
    /// computer's. `fresh`: everyone in it starts a shift (else only those not on the ice).
    fn unit_as(
        &self,
        team: Team,
        strength: usize,
        power_play: bool,
        fresh: bool,
    ) -> [Option<u8>; 5] {
        match &self.benches[team].coach_units {
            Some(units) => {
                let unit = Crease::coach_unit_as(units, power_play);
                if self.second_audit() && self.options.shift_limits {
                    self.within_shft(team, unit, power_play, fresh)
                } else {
                    unit
                }
            }
            None => self.manager_unit_as(team, strength, power_play),
        }
    }

    /// Version 6, R83: a skater of the coach's unit who would start a shift past his SHFT gives
    /// his place to the first of his kind (defence or forward) in the manager's order with
    /// shifts left, else to anyone with shifts left; with nobody left he goes anyway, as the
    /// computer's units do. One staying on at a mark plays on in the shift he has.
    fn within_shft(
        &self,
        team: Team,
        mut unit: [Option<u8>; 5],
        power_play: bool,
        fresh: bool,
    ) -> [Option<u8>; 5] {
        let on: Vec<u8> = self.on_ice[team].iter().flatten().copied().collect();
        let is_d = |p: u8| self.skater(team, p).position == Position::Defence;
        let order = self.unit_order(team, power_play);
        for i in 0..unit.len() {
            let Some(p) = unit[i] else { continue };
            let starts = fresh || !on.contains(&p);
            if !starts || self.shifts_left(team, p) > 0 || self.unavailable(team, p) {
                continue;
            }
            let free: Vec<u8> = order
                .iter()
                .copied()
                .filter(|&q| !unit.contains(&Some(q)) && self.shifts_left(team, q) > 0)
                .collect();
            let stand_in = free.iter().find(|&&q| is_d(q) == is_d(p)).or(free.first());
            if let Some(&q) = stand_in {
                unit[i] = Some(q);
            }
        }
        unit
    }

    /// The coach's unit as the players wanted in LW LD C RD RW, his places kept: the lineup
    /// takes them by strength as it takes the computer's (a wing missing at four is the C; a
    /// three-man kill's forward is the first), and fills a place whose player can't play.
    fn coach_unit_as(units: &Units, power_play: bool) -> [Option<u8>; 5] {
        if power_play {
            let [lw, c, rw, ld, rd] = units.power_play;
            [Some(lw), Some(ld), Some(c), Some(rd), Some(rw)]
        } else {
            let [f1, f2, ld, rd] = units.penalty_kill;
            [Some(f1), Some(ld), None, Some(rd), Some(f2)]
        }
    }

    /// The units the coach of `team` has named, or else the computer's as they would go out at
    /// full strength (five on the power play, four killing): what a units editor starts from.
    pub fn special_units(&self, team: Team) -> Units {
        if let Some(units) = &self.benches[team].coach_units {
            return units.clone();
        }
        // The computer's places, LW LD C RD RW; one it left empty (a short roster) takes the
        // first dressed skater not in the unit.
        let filled = |unit: [Option<u8>; 5], places: &[usize]| -> Vec<u8> {
            let bench = &self.benches[team];
            let mut spare = bench
                .forwards
                .iter()
                .flatten()
                .chain(bench.pairs.iter().flatten())
                .copied()
                .filter(|p| !unit.contains(&Some(*p)));
            let mut taken: Vec<u8> = Vec::new();
            for &i in places {
                let p = unit[i]
                    .or_else(|| spare.find(|p| !taken.contains(p)))
                    .unwrap_or(0);
                taken.push(p);
            }
            taken
        };
        let pp = filled(self.manager_unit_as(team, 5, true), &[0, 2, 4, 1, 3]);
        let pk = filled(self.manager_unit_as(team, 4, false), &[0, 4, 1, 3]);
        Units {
            power_play: [pp[0], pp[1], pp[2], pp[3], pp[4]],
            penalty_kill: [pk[0], pk[1], pk[2], pk[3]],
        }
    }

    /// Whether a coach may name his special-teams units now (rules version 2 on, outside the
    /// shootout, while the game goes on).
    pub fn units_open(&self) -> bool {
        self.units() && self.outcome.is_none() && !matches!(self.pending, Pending::Shootout { .. })
    }

    /// Whether `team` is short-handed or on the power play with play stopped for a face-off:
    /// the moment its coach may send other units at once (R85).
    pub fn units_go_now(&self, team: Team) -> bool {
        self.benches[team].special
            && self.strength(team) != self.strength(team.other())
            && matches!(self.pending, Pending::FaceOff)
    }

    /// R85: the coach's own units. They go out now when his team is on special teams and play
    /// is stopped for a face-off, else at the next power play or two-minute mark.
    fn set_coach_units(
        &mut self,
        team: Team,
        units: &Units,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if !self.units_open() {
            return Err(RuleError::NoUnits);
        }
        // A player in the box or hurt for a while stays in his unit: the line-up fills his
        // place while he is out. One not dressed can't be in it.
        let dressed = self.lineup(team);
        units.check(self.cards[team].skaters.len(), |p| {
            !dressed.skaters().any(|q| q == p)
        })?;
        self.benches[team].coach_units = Some(units.clone());
        let sent = self.units_go_now(team);
        events.push(Event::UnitsSet { team, sent });
        if sent {
            self.send_unit(team, false, events);
        }
        Ok(())
    }

    /// `team` sends its unit at a power play's start and its coach may keep his group instead.
    fn open_group_choice(&mut self, team: Team, choice: GroupChoice, events: &mut Vec<Event>) {
        self.benches[team].shifts_before_units = self.benches[team].shifts.clone();
        self.send_unit(team, true, events);
        self.benches[team].group_choice = choice;
    }

    /// Whether `team`'s coach may still keep the group that was on when the power play
    /// started, instead of the unit sent (R85: switching is an option).
    pub fn may_keep_group(&self, team: Team) -> bool {
        self.benches[team].group_choice != GroupChoice::Closed && self.units_go_now(team)
    }

    /// R85's "or not": the unit sent at the power play's start goes back and the forward line
    /// and pair that were on stay, without a new shift (each skater on now had one credited
    /// at this stoppage); at a period's start, the group next in the rotation starts it and is
    /// credited one. They change at the next two-minute mark, as special teams do.
    fn keep_group(&mut self, team: Team, events: &mut Vec<Event>) -> Result<(), RuleError> {
        if !self.may_keep_group(team) {
            return Err(RuleError::NoGroupToKeep);
        }
        let on: Vec<u8> = self.on_ice[team].iter().flatten().copied().collect();
        let second_audit = self.second_audit();
        let bench = &mut self.benches[team];
        if second_audit {
            // Version 6: the credits of this stoppage undone, whoever is on after the injury
            // check or the fight that came between.
            bench.shifts = bench.shifts_before_units.clone();
        } else {
            for p in on {
                let shifts = &mut bench.shifts[usize::from(p)];
                *shifts = shifts.saturating_sub(1);
            }
        }
        let line = bench.forwards[usize::from(bench.line) % bench.forwards.len()];
        let pair = bench.pairs[usize::from(bench.pair) % bench.pairs.len()];
        bench.unit = Some([
            Some(line[0]),
            Some(pair[0]),
            Some(line[1]),
            Some(pair[1]),
            Some(line[2]),
        ]);
        let starts = bench.group_choice == GroupChoice::StartPeriod;
        bench.group_choice = GroupChoice::Closed;
        if starts {
            self.start_shift(team);
        } else {
            self.set_lineup(team);
        }
        events.push(Event::GroupKept {
            team,
            players: self.on_ice[team].iter().flatten().copied().collect(),
        });
        Ok(())
    }

    /// L311: the coach names the skater who goes on for his pulled goalie: any dressed
    /// skater, the sixth even if his unit has him. Named with the goalie out, he comes on at once if play is stopped, else at the next
    /// stoppage.
    fn set_extra_attacker(
        &mut self,
        team: Team,
        player: Option<u8>,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let dressed = self.lineup(team);
        let fits = player.is_none_or(|p| dressed.skaters().any(|q| q == p));
        if !self.options.pull_goalie
            || !fits
            || self.outcome.is_some()
            || matches!(self.pending, Pending::Shootout { .. })
        {
            return Err(RuleError::BadExtraAttacker);
        }
        self.benches[team].extra_attacker = player;
        events.push(Event::ExtraAttacker { team, player });
        if self.pulled[team] && matches!(self.pending, Pending::FaceOff) {
            self.set_lineup(team);
        }
        Ok(())
    }

    /// The manager's unit for `strength` skaters, on the power play or killing a penalty.
    fn manager_unit_as(&self, team: Team, strength: usize, power_play: bool) -> [Option<u8>; 5] {
        let dressed = self.unit_order(team, power_play);
        let is_d = |p: u8| self.skater(team, p).position == Position::Defence;
        let (most_f, most_d) = if power_play {
            (strength.saturating_sub(1), 2)
        } else {
            (strength.saturating_sub(2).max(1), 2)
        };
        let mut forwards: Vec<u8> = Vec::new();
        let mut defence: Vec<u8> = Vec::new();
        for &p in &dressed {
            if forwards.len() + defence.len() >= strength {
                break;
            }
            if is_d(p) && defence.len() < most_d {
                defence.push(p);
            } else if !is_d(p) && forwards.len() < most_f {
                forwards.push(p);
            }
        }
        // Short of one kind (injuries, a short roster): the next skaters of either.
        for &p in &dressed {
            if forwards.len() + defence.len() >= strength {
                break;
            }
            if !forwards.contains(&p) && !defence.contains(&p) {
                forwards.push(p);
            }
        }
        self.arrange(team, strength, forwards, defence)
    }

    /// `team`'s dressed skaters fit to play, in the order the manager picks them for a
    /// power-play or penalty-kill unit: furthest behind their share first.
    fn unit_order(&self, team: Team, power_play: bool) -> Vec<u8> {
        let bench = &self.benches[team];
        let (shares, steps, team_steps) = if power_play {
            (&bench.pp_share, &bench.pp_steps, bench.team_pp_steps)
        } else {
            (&bench.pk_share, &bench.pk_steps, bench.team_pk_steps)
        };
        let mut dressed: Vec<u8> = Vec::new();
        for &p in bench
            .forwards
            .iter()
            .flatten()
            .chain(bench.pairs.iter().flatten())
        {
            if !dressed.contains(&p) && !self.unavailable(team, p) {
                dressed.push(p);
            }
        }
        let share = |p: u8| i64::from(shares.get(usize::from(p)).copied().unwrap_or(0));
        let played = |p: u8| i64::from(steps.get(usize::from(p)).copied().unwrap_or(0));
        let ahead = i64::from(team_steps) + i64::from(UNIT_LOOKAHEAD);
        // Version 5: a special-teams shift counts against SHFT (R83, R85), so with shift limits
        // on, skaters with shifts left go first.
        let spent =
            |p: u8| self.book() && self.options.shift_limits && self.shifts_left(team, p) <= 0;
        dressed.sort_by_key(|&p| {
            (
                spent(p),
                std::cmp::Reverse(share(p) * ahead - 1000 * played(p)),
                std::cmp::Reverse(share(p)),
            )
        });
        dressed
    }

    /// Places a unit for a strength: defencemen at LD and RD, the first centre (else the first
    /// forward) at C when the strength has one, wings by their side where they can, and a
    /// forward left over on the blue line.
    fn arrange(
        &self,
        team: Team,
        strength: usize,
        forwards: Vec<u8>,
        defence: Vec<u8>,
    ) -> [Option<u8>; 5] {
        let mut unit = [None; 5];
        let (lw, ld, c, rd, rw) = (0, 1, 2, 3, 4);
        for (slot, p) in [ld, rd].into_iter().zip(&defence) {
            unit[slot] = Some(*p);
        }
        let mut rest = forwards;
        let with_c = strength != 4;
        if with_c && !rest.is_empty() {
            let centre = rest
                .iter()
                .position(|&p| self.skater(team, p).position == Position::Centre)
                .unwrap_or(0);
            unit[c] = Some(rest.remove(centre));
        }
        let side = |p: u8| match self.skater(team, p).position {
            Position::LeftWing => Some(lw),
            Position::RightWing => Some(rw),
            _ => None,
        };
        let mut left_over = Vec::new();
        for p in rest {
            match side(p) {
                Some(slot) if unit[slot].is_none() && strength >= 4 => unit[slot] = Some(p),
                _ => left_over.push(p),
            }
        }
        let open: Vec<usize> = if strength >= 4 {
            vec![lw, rw, ld, rd]
        } else {
            vec![ld, rd]
        };
        let mut left_over = left_over.into_iter();
        for slot in open {
            if unit[slot].is_none() {
                unit[slot] = left_over.next();
            }
        }
        unit
    }

    // ----- flips -----

    fn flip(&mut self, section: Section, events: &mut Vec<Event>) -> &'static Fac {
        let n = self
            .deck
            .draw_or_reshuffle(&mut self.rng)
            .expect("the FAC deck never runs dry: discards are reshuffled");
        self.deck.discard(n);
        self.last_flip = Some((n, section));
        events.push(Event::Flip { card: n, section });
        fac::card(n)
    }

    fn give_puck(&mut self, team: Team, slot: Slot, gain: Gain, events: &mut Vec<Event>) {
        let slot = if self.at(team, slot).is_some() {
            slot
        } else {
            self.fallback_slot(team)
        };
        self.puck = team;
        self.carrier = slot;
        events.push(Event::Puck { team, slot, gain });
    }

    /// Someone on the ice when a named slot is empty: C, then the D, then the wings.
    fn fallback_slot(&self, team: Team) -> Slot {
        [Slot::C, Slot::LD, Slot::RD, Slot::LW, Slot::RW, Slot::G]
            .into_iter()
            .find(|&s| self.at(team, s).is_some())
            .unwrap_or(Slot::LD)
    }

    fn carrier_player(&self) -> u8 {
        self.at(self.puck, self.carrier).unwrap_or(0)
    }

    /// After a sequence: the period may be over (A33); otherwise the next flip.
    fn then(&mut self, next: Pending, events: &mut Vec<Event>) {
        if let Some((team, player, victim)) = self.delayed.take() {
            // The shot ended without a goal: stop play for the penalty (R30, A18).
            self.pending = Pending::Penalty {
                team,
                player,
                victim,
            };
            return;
        }
        if self.clock == 0 && matches!(next, Pending::PassTo | Pending::FaceOff) {
            self.end_period(events);
            return;
        }
        // A two-minute mark reached during the sequence changes lines now (R84).
        self.line_change_due(events);
        if next == Pending::FaceOff {
            self.chain.clear();
            self.stoppage(events);
        }
        if next == Pending::PassTo {
            self.chain.clear();
        }
        self.pending = next;
    }

    /// At a whistle: line-ups are set again (penalties, goalie pulled or back).
    fn stoppage(&mut self, events: &mut Vec<Event>) {
        for team in Team::BOTH {
            if self.pulled[team] && !self.may_keep_goalie_pulled(team) {
                self.pulled[team] = false;
                events.push(Event::GoalieBack(team));
                if self.end_pull_unit(team, events) {
                    continue;
                }
            }
            self.set_lineup(team);
        }
    }

    /// Version 3: the goalie is back at even strength, so the unit sent with the extra
    /// attacker goes off and the lines rotate again (true when it did).
    fn end_pull_unit(&mut self, team: Team, events: &mut Vec<Event>) -> bool {
        let even = self.strength(team) == self.strength(team.other());
        if self.score_effects() && self.benches[team].special && even {
            self.benches[team].special = false;
            self.rotate(team, events);
            return true;
        }
        false
    }

    /// Version 3, R97 with R85: a pulled goalie makes a power play, and a power play lets the
    /// coach change at once. At even strength the team sends the manager's power-play unit
    /// (and the extra attacker), whoever coaches, as at a power play's start; it is credited a
    /// shift and stays on while the goalie is out.
    fn send_pull_unit(&mut self, team: Team, events: &mut Vec<Event>) {
        if self.strength(team) != self.strength(team.other()) {
            self.set_lineup(team);
            return;
        }
        self.send_unit_as(team, true, true, events);
        self.keep_carrier_slot();
    }

    fn start_period(&mut self, events: &mut Vec<Event>) {
        self.period += 1;
        self.clock = if self.is_overtime() && self.options.overtime == Overtime::Shootout {
            OVERTIME_STEPS
        } else {
            PERIOD_STEPS
        };
        self.box_score.line(self.period, Team::Home);
        // Version 5: a goalie hurt for the rest of the period is back in net.
        let back: Vec<(Team, u8)> = self
            .out
            .iter()
            .filter(|o| self.book() && o.goalie && o.until == Until::EndOfPeriod)
            .map(|o| (o.team, o.player))
            .collect();
        self.out
            .retain(|o| matches!(o.until, Until::EndOfGame | Until::SatOut));
        for (team, goalie) in back {
            self.in_net[team] = goalie;
        }
        // Version 2: a power play carried into the period starts it with the units.
        let units = self.units() && self.strength(Team::Home) != self.strength(Team::Away);
        for team in Team::BOTH {
            // Version 5: after the first period the rotation goes on (the coach's pick, else the
            // next group, never the one that ended the last period, R86).
            let (line, pair) = if self.book() && self.period > 1 {
                let next = self.benches[team].next.take();
                next.unwrap_or_else(|| self.next_in_stack(team))
            } else {
                (0, 0)
            };
            let bench = &mut self.benches[team];
            bench.special = false;
            bench.unit = None;
            bench.line = line % bench.forwards.len() as u8;
            bench.pair = pair % bench.pairs.len() as u8;
            if units {
                // Everyone sent out is credited a shift.
                self.on_ice[team] = [None; 6];
            } else if self.book() && self.period == 1 {
                // Version 5: the first shift was credited when the game was set up (R83).
                self.set_lineup(team);
            } else {
                self.start_shift(team);
            }
        }
        self.last_change_step = self.steps;
        events.push(Event::PeriodStarts {
            period: self.period,
        });
        if units {
            for team in Team::BOTH {
                self.open_group_choice(team, GroupChoice::StartPeriod, events);
            }
        }
        self.pending = Pending::FaceOff;
    }

    fn end_period(&mut self, events: &mut Vec<Event>) {
        events.push(Event::PeriodEnds {
            period: self.period,
        });
        for team in Team::BOTH {
            if self.pulled[team] {
                self.pulled[team] = false;
                events.push(Event::GoalieBack(team));
                self.set_lineup(team);
            }
        }
        let score = self.score();
        let tied = score.home == score.away;
        let overtime_next = tied
            && (self.period == REGULATION_PERIODS || self.options.overtime == Overtime::Playoff);
        if self.period < REGULATION_PERIODS || overtime_next {
            self.pending = Pending::StartPeriod;
        } else if tied {
            self.shootout = Some(ShootoutState::default());
            self.box_score.shootout = Some(ByTeam::new(0, 0));
            self.pending = Pending::Shootout { team: Team::Away };
        } else {
            self.finish(DecidedIn::Regulation, events);
        }
    }

    fn finish(&mut self, decided_in: DecidedIn, events: &mut Vec<Event>) {
        let mut final_score = self.score();
        if let Some(so) = &self.box_score.shootout {
            if so.home > so.away {
                final_score.home += 1;
            } else if so.away > so.home {
                final_score.away += 1;
            }
        }
        let outcome = Outcome::from_score(final_score, decided_in);
        events.push(Event::GameOver(outcome.clone()));
        self.outcome = Some(outcome);
        self.pending = Pending::Over;
    }

    // ----- face-offs (R5-R12) -----

    fn face_off_man(&self, team: Team) -> Option<u8> {
        let kicked = |p: u8| self.kicked.contains(&(team, p));
        if let Some(c) = self.at(team, Slot::C).filter(|&c| !kicked(c)) {
            return Some(c);
        }
        self.on_ice[team]
            .iter()
            .flatten()
            .copied()
            .filter(|&p| !kicked(p))
            .max_by_key(|&p| (self.skater(team, p).fo.unwrap_or(1), std::cmp::Reverse(p)))
    }

    fn fo_rating(&self, team: Team) -> u8 {
        self.face_off_man(team)
            .and_then(|p| self.skater(team, p).fo)
            .unwrap_or(1)
    }

    fn face_off(&mut self, events: &mut Vec<Event>) {
        let card = self.flip(Section::FaceOff, events);
        let ratings = ByTeam::new(self.fo_rating(Team::Home), self.fo_rating(Team::Away));
        let kick = |this: &mut Crease, team: Team, events: &mut Vec<Event>| {
            if let Some(p) = this.face_off_man(team) {
                let others_left = this.on_ice[team]
                    .iter()
                    .flatten()
                    .any(|&o| o != p && !this.kicked.contains(&(team, o)));
                if others_left {
                    this.kicked.push((team, p));
                    events.push(Event::KickedOut { team, player: p });
                }
            }
        };
        match card.face_off {
            FaceOff::KoHome => kick(self, Team::Home, events),
            FaceOff::KoVis => kick(self, Team::Away, events),
            FaceOff::KoHigh | FaceOff::KoLow if ratings.home != ratings.away => {
                let high = if ratings.home > ratings.away {
                    Team::Home
                } else {
                    Team::Away
                };
                let team = if card.face_off == FaceOff::KoHigh {
                    high
                } else {
                    high.other()
                };
                kick(self, team, events);
            }
            FaceOff::KoHigh | FaceOff::KoLow => {}
            FaceOff::Win {
                slot,
                plus,
                home_on_tie,
            } => {
                let comma = if home_on_tie { Team::Home } else { Team::Away };
                let winner = face_off_winner(
                    ratings,
                    plus,
                    comma,
                    ByTeam::new(self.skaters_on(Team::Home), self.skaters_on(Team::Away)),
                );
                self.kicked.clear();
                events.push(Event::FaceOffWon {
                    ratings,
                    winner,
                    slot,
                });
                let slot = if self.at(winner, slot).is_some() {
                    slot
                } else {
                    // A11: the winner's face-off man takes it when the slot is empty.
                    self.face_off_slot(winner)
                };
                self.give_puck(winner, slot, Gain::FaceOff, events);
                self.pending = Pending::PassTo;
                return;
            }
        }
        // Kicked out or no one removed: flip again (the face-off stays pending).
        self.pending = Pending::FaceOff;
    }

    fn face_off_slot(&self, team: Team) -> Slot {
        let man = self.face_off_man(team);
        Slot::ALL
            .into_iter()
            .find(|&s| man.is_some() && self.at(team, s) == man)
            .unwrap_or_else(|| self.fallback_slot(team))
    }

    // ----- PASS TO (R13-R30) -----

    fn pass_to(&mut self, events: &mut Vec<Event>) {
        let card = self.flip(Section::PassTo, events);
        // Version 3: open ice in overtime makes readings quicker (A34, version 3): 15 seconds
        // with four a side (the clock holds on every fourth reading), 10 with three (it runs on
        // every second one).
        self.clock_held = false;
        if self.quick_overtime() {
            self.overtime_readings = self.overtime_readings.saturating_add(1);
            let n = self.overtime_readings;
            self.clock_held = match self.strength(Team::Home).max(self.strength(Team::Away)) {
                3 => !n.is_multiple_of(2),
                4 => n.is_multiple_of(4),
                _ => false,
            };
        }
        if !self.clock_held {
            self.clock = self.clock.saturating_sub(1);
        }
        self.steps += 1;
        for team in Team::BOTH {
            for p in self.on_ice[team].iter().flatten() {
                let steps = &mut self.benches[team].ice_steps[usize::from(*p)];
                *steps = steps.saturating_add(1);
            }
            let (us, them) = (self.strength(team), self.strength(team.other()));
            if us != them {
                let bench = &mut self.benches[team];
                let (total, each) = if us > them {
                    (&mut bench.team_pp_steps, &mut bench.pp_steps)
                } else {
                    (&mut bench.team_pk_steps, &mut bench.pk_steps)
                };
                *total = total.saturating_add(1);
                for p in self.on_ice[team].iter().flatten() {
                    let steps = &mut each[usize::from(*p)];
                    *steps = steps.saturating_add(1);
                }
            }
        }
        if !self.clock_held {
            self.tick_penalties(events);
        }
        let team = self.puck;
        let defence = team.other();
        let mut to = card.pass_to;
        // R97: with the goalie pulled, a second pass in a row to one player goes to the
        // extra skater.
        if self.pulled[team] && self.last_receiver == Some((team, to)) {
            to = Slot::G;
        }
        self.last_receiver = Some((team, to));
        if self.overtime_second_position()
            && self.at(team, to).is_none()
            && self.at(defence, to).is_none()
        {
            // Version 3: in overtime a pass to a slot nobody fills goes to the card's second
            // position (as R22 reads it), and if that slot is empty too the carrier keeps it.
            to = if self.at(team, card.pass_alt).is_some() {
                card.pass_alt
            } else {
                self.carrier
            };
        }
        if self.at(team, to).is_none() {
            if self.at(defence, to).is_some() {
                self.give_puck(defence, to, Gain::EmptySlot, events);
                self.then(Pending::PassTo, events);
            } else {
                // R80: nobody at the slot on either side.
                self.pending = Pending::LoosePuck { ties: 1 };
            }
            return;
        }
        self.carrier = to;
        events.push(Event::Puck {
            team,
            slot: to,
            gain: Gain::Pass,
        });
        let receiver = self.carrier_player();
        let section = self.section_for(team);
        let column = match section {
            Strength::Even => 0,
            Strength::PowerPlay => 1,
            Strength::ShortHanded => 2,
        };
        self.readings[team][usize::from(receiver)][column] += 1;
        let play = self.read_section(team, receiver, section, card.pass_number);
        let play = self.apply_pass_note(team, card.pass_note, play);
        for stop in card.stops.iter().flatten() {
            let Some((code, rating, threshold)) = self.stop_check(defence, stop) else {
                continue;
            };
            let worked = rating >= threshold;
            events.push(Event::Stop {
                code,
                team: defence,
                rating,
                threshold,
                worked,
            });
            if !worked {
                continue;
            }
            match stop.kind {
                StopKind::ForcedDumpIn(_) => {
                    events.push(Event::DumpIn { team });
                    self.dump_in(card, events);
                    return;
                }
                StopKind::Takeaway(s) => {
                    self.give_puck(defence, s, Gain::Takeaway, events);
                    self.then(Pending::PassTo, events);
                    return;
                }
                StopKind::LoosePuck(_) => {
                    self.pending = Pending::LoosePuck { ties: 0 };
                    return;
                }
                StopKind::Interception(a, b) => {
                    // A10: the defender with the higher DEF made it; the first listed on a tie.
                    let rate = |s: Slot| self.at(defence, s).map(|d| self.def(defence, d));
                    let slot = if rate(b) > rate(a) { b } else { a };
                    self.give_puck(defence, slot, Gain::Interception, events);
                    self.then(Pending::PassTo, events);
                    return;
                }
                StopKind::Penalty(s) => {
                    let offender = self.at(defence, s).unwrap_or(0);
                    if matches!(play, Some(Play::Shot(_)) | Some(Play::Ast)) {
                        // R30: play the shot out first.
                        self.delayed = Some((defence, offender, receiver));
                        events.push(Event::DelayedPenalty {
                            team: defence,
                            player: offender,
                        });
                        break;
                    }
                    self.pending = Pending::Penalty {
                        team: defence,
                        player: offender,
                        victim: receiver,
                    };
                    return;
                }
            }
        }
        let play = play.unwrap_or(Play::Pass);
        events.push(Event::Play {
            team,
            player: receiver,
            section,
            number: card.pass_number,
            play,
        });
        match play {
            Play::Shot(shot) => {
                self.pending = Pending::Shot {
                    shooter: self.carrier,
                    shot,
                    kind: ShotKind::Normal,
                };
            }
            Play::Give => {
                self.puck = defence;
                self.pending = Pending::Breakaway;
            }
            Play::Pass => {
                self.then(Pending::PassTo, events);
            }
            Play::Ast => {
                self.pending = Pending::AstPass {
                    passer: self.carrier,
                };
            }
            Play::Ice => {
                let slot = self.carrier;
                self.give_puck(defence, slot, Gain::Icing, events);
                self.then(Pending::PassTo, events);
            }
        }
    }

    /// A PASS TO stop as the defending team meets it: the code, the rating read (two DEF
    /// summed for an interception) and the threshold after strategy notes; `None` when the
    /// slots named are empty (A6).
    fn stop_check(&self, defence: Team, stop: &fac::Stop) -> Option<(StopCode, u8, u8)> {
        let one = |s: Slot| self.at(defence, s);
        let (code, rating, adj) = match stop.kind {
            StopKind::Interception(a, b) => {
                let sum: u8 = [a, b]
                    .iter()
                    .filter_map(|&s| one(s))
                    .map(|d| self.def(defence, d))
                    .sum();
                return (sum > 0).then_some((StopCode::Interception, sum, stop.threshold));
            }
            StopKind::ForcedDumpIn(s) => {
                let d = one(s)?;
                let adj = fc_shift(self.fc(defence, false), stop.strategy, true);
                (StopCode::ForcedDumpIn, self.def(defence, d), adj)
            }
            StopKind::Takeaway(s) => {
                let d = one(s)?;
                let adj = fc_shift(self.fc(defence, true), stop.strategy, false);
                (StopCode::Takeaway, self.skater(defence, d).take, adj)
            }
            StopKind::LoosePuck(s) => {
                let d = one(s)?;
                let adj = phy_shift(self.phy(defence), stop.strategy);
                (StopCode::LoosePuck, self.skater(defence, d).hit, adj)
            }
            StopKind::Penalty(s) => {
                let d = one(s)?;
                let adj = phy_shift(self.phy(defence), stop.strategy);
                (StopCode::Penalty, self.skater(defence, d).pen, adj)
            }
        };
        Some((code, rating, adj_threshold(stop.threshold, adj)))
    }

    fn read_section(&self, team: Team, player: u8, section: Strength, n: u8) -> Option<Play> {
        let card = self.skater(team, player);
        let ranges = match section {
            Strength::Even => &card.even,
            Strength::PowerPlay => &card.pp,
            Strength::ShortHanded => &card.sh,
        };
        ranges.read(n)
    }

    /// Version 4's SHOT note (A39): a team sitting back at FC 0-1 has too few skaters forward
    /// to get the shot through. A team with its goalie pulled has six forward, so it never
    /// applies to them.
    fn shot_note_sends_wide(&self, team: Team, note: Option<ShotNote>) -> bool {
        self.reads_shot_note()
            && self.options.strategies
            && !self.pulled[team]
            && note == Some(ShotNote::FcLowWide)
            && self.strategy[team].fc <= 1
    }

    fn apply_pass_note(
        &self,
        team: Team,
        note: Option<PassNote>,
        play: Option<Play>,
    ) -> Option<Play> {
        // Before version 5 the note was skipped when the other side had pulled its goalie.
        if !self.options.strategies || (self.pulled[team.other()] && !self.book()) {
            return play;
        }
        let fc = self.strategy[team].fc;
        match (note, play) {
            (Some(PassNote::Fc3PassToAst), Some(Play::Pass)) if fc == 3 => Some(Play::Ast),
            (Some(PassNote::FcLowAstToPass), Some(Play::Ast)) if fc <= 1 => Some(Play::Pass),
            _ => play,
        }
    }

    /// Line changes at each two-minute mark (R84), after a timed reading; special teams stay
    /// on until the power play ends (R85).
    fn line_change_due(&mut self, events: &mut Vec<Event>) {
        if self.clock == 0
            || self.clock_held
            || !self.clock.is_multiple_of(SHIFT_STEPS)
            || self.last_change_step == self.steps
        {
            return;
        }
        self.last_change_step = self.steps;
        for team in Team::BOTH {
            if !self.benches[team].special {
                self.rotate(team, events);
            } else if self.units() {
                // Version 2: special teams change at the marks too, unit for unit.
                self.send_unit(team, false, events);
            }
        }
        self.keep_carrier_slot();
    }

    /// After a change on the fly the pawn stays on the slot; if it emptied, someone near has it.
    fn keep_carrier_slot(&mut self) {
        if self.at(self.puck, self.carrier).is_none() {
            self.carrier = self.fallback_slot(self.puck);
        }
    }

    fn tick_penalties(&mut self, events: &mut Vec<Event>) {
        let serving: Vec<usize> = {
            let mut idx = Vec::new();
            for team in Team::BOTH {
                let mut players: Vec<Option<u8>> = Vec::new();
                for (i, p) in self.penalties.iter().enumerate() {
                    if p.team != team {
                        continue;
                    }
                    if !p.reduces {
                        idx.push(i);
                        continue;
                    }
                    if !players.contains(&p.player) && players.len() < 2 {
                        players.push(p.player);
                        idx.push(i);
                    }
                }
            }
            idx
        };
        for &i in &serving {
            self.penalties[i].left = self.penalties[i].left.saturating_sub(1);
        }
        let mut changed = false;
        let mut k = 0;
        while k < self.penalties.len() {
            if self.penalties[k].left == 0 {
                let p = self.penalties.remove(k);
                events.push(Event::PenaltyOver {
                    team: p.team,
                    player: p.player,
                });
                changed = true;
            } else {
                k += 1;
            }
        }
        if changed {
            self.after_strength_change(events);
        }
    }

    /// A player back from the box joins at once; a power play that ended ends special teams.
    fn after_strength_change(&mut self, events: &mut Vec<Event>) {
        let even = self.strength(Team::Home) == self.strength(Team::Away);
        for team in Team::BOTH {
            if even && self.benches[team].special && self.pulled[team] && self.score_effects() {
                // Version 3: the unit with the extra attacker stays while the goalie is out.
                self.set_lineup(team);
            } else if even && self.benches[team].special {
                self.benches[team].special = false;
                self.rotate(team, events);
            } else {
                self.set_lineup(team);
            }
        }
        self.keep_carrier_slot();
    }

    // ----- the AST pass (R20-R22) -----

    fn ast_pass(&mut self, passer: Slot, events: &mut Vec<Event>) {
        let card = self.flip(Section::AstPass, events);
        let team = self.puck;
        let passer_player = self.at(team, passer);
        let mut to = card.pass_to;
        if to == passer {
            to = card.pass_alt;
        }
        if self.at(team, to).is_none() {
            if self.second_audit() && self.at(team.other(), to).is_none() {
                // R80 (version 6), as `pass_to`: nobody at the slot on either side.
                self.pending = Pending::LoosePuck { ties: 1 };
                return;
            }
            self.give_puck(team.other(), to, Gain::EmptySlot, events);
            self.then(Pending::PassTo, events);
            return;
        }
        self.carrier = to;
        let shooter = self.carrier_player();
        if let Some(p) = passer_player {
            self.chain.insert(0, p);
        }
        let shot = self
            .skater(team, shooter)
            .ast_section
            .read(card.pass_number);
        events.push(Event::AstShot {
            team,
            player: shooter,
            number: card.pass_number,
            shot,
        });
        match shot {
            Some(shot) => {
                self.pending = Pending::Shot {
                    shooter: to,
                    shot,
                    kind: ShotKind::Normal,
                }
            }
            None => {
                // R21: past his AST ranges, wide.
                self.then(Pending::LoosePuck { ties: 0 }, events);
            }
        }
    }

    // ----- shots (R31-R40, R58, R60) -----

    fn shot(
        &mut self,
        shooter_slot: Slot,
        shot: ShotType,
        kind: ShotKind,
        events: &mut Vec<Event>,
    ) {
        let card = self.flip(Section::Shot, events);
        let team = self.puck;
        let defence = team.other();
        let shooter = self.at(team, shooter_slot).unwrap_or(0);
        if kind == ShotKind::Normal && self.shot_note_sends_wide(team, card.shot_note) {
            events.push(Event::SatBackWide { team });
            self.then(Pending::LoosePuck { ties: 0 }, events);
            return;
        }
        if kind == ShotKind::Normal
            && let Some(stop) = card.shot_stop
        {
            let (code, slot) = match stop.kind {
                ShotStopKind::Wide(s) => (StopCode::Wide, s),
                ShotStopKind::Blocked(s) => (StopCode::Blocked, s),
            };
            if let Some(d) = self.at(defence, slot) {
                let rating = match code {
                    StopCode::Wide => self.def(defence, d),
                    _ => self.skater(defence, d).blk,
                };
                let adj = fc_shift(self.fc(defence, false), stop.strategy, true);
                let threshold = adj_threshold(stop.threshold, adj);
                let worked = rating >= threshold;
                events.push(Event::Stop {
                    code,
                    team: defence,
                    rating,
                    threshold,
                    worked,
                });
                if worked {
                    self.then(Pending::LoosePuck { ties: 0 }, events);
                    return;
                }
            }
        }
        let number = card.shot_number;
        let empty_net = self.pulled[defence];
        let goalie = self.goalie(defence);
        let mut result = if empty_net {
            Save::Goal
        } else {
            goalie.column(shot).read(number).unwrap_or(Save::Held)
        };
        match kind {
            ShotKind::Breakaway if goalie.brk.contains(&number) => result = Save::Goal,
            ShotKind::PenaltyShot => {
                let top = goalie.goal_width(ShotType::Sh5) + self.skater(team, shooter).brk;
                if number <= top || goalie.brk.contains(&number) {
                    result = Save::Goal;
                } else if result == Save::Goal {
                    result = Save::Held;
                }
            }
            _ => {}
        }
        events.push(Event::ShotOnGoal {
            team,
            shooter,
            shot,
            kind,
            number,
            result,
            empty_net,
        });
        let period = self.period;
        self.box_score.line(period, team).shots_on_goal += 1;
        self.players[team].skaters[usize::from(shooter)].shots += 1;
        if !empty_net {
            let g = usize::from(self.in_net[defence]);
            self.players[defence].goalies[g].shots_against += 1;
            if result == Save::Goal {
                self.players[defence].goalies[g].goals_against += 1;
            } else {
                self.players[defence].goalies[g].saves += 1;
                self.box_score.line(period, defence).saves += 1;
            }
        }
        if result == Save::Goal {
            self.delayed = None;
            self.goal(team, shooter, events);
            return;
        }
        if kind == ShotKind::PenaltyShot && !self.book() {
            // A15 (before version 5): no rebound play off a penalty shot. Version 5 resolves it
            // as a breakaway's normal shot (R60, L193).
            self.then(Pending::FaceOff, events);
            return;
        }
        match result {
            Save::Rebound => {
                if self.delayed.is_some() {
                    self.then(Pending::FaceOff, events);
                } else {
                    self.pending = Pending::Rebound {
                        shooter: shooter_slot,
                    };
                }
            }
            Save::Held | Save::OutOfPlay | Save::Goal => self.then(Pending::FaceOff, events),
            Save::DeflectTo(slot) => {
                if self.delayed.is_some() {
                    self.then(Pending::FaceOff, events);
                } else {
                    self.give_puck(defence, slot, Gain::Save, events);
                    self.then(Pending::PassTo, events);
                }
            }
        }
    }

    fn goal(&mut self, team: Team, scorer: u8, events: &mut Vec<Event>) {
        let period = self.period;
        let strength = self.section_for(team);
        let power_play = self.strength(team) > self.strength(team.other());
        self.box_score.line(period, team).goals += 1;
        if power_play {
            self.box_score.line(period, team).power_play_goals += 1;
            // A23: a power-play goal frees the first minor of the short side (version 3: not
            // in overtime, which it ends; at 3 on 3 the extra skater stays for the assists).
            let short = team.other();
            let frees = !self.season_overtime();
            if let Some(i) = self.penalties.iter().position(|p| {
                frees
                    && p.team == short
                    && p.reduces
                    && matches!(p.kind, PenaltyKind::Minor | PenaltyKind::DoubleMinor)
            }) {
                let p = &mut self.penalties[i];
                if p.kind == PenaltyKind::DoubleMinor && p.left > SHIFT_STEPS {
                    p.left = SHIFT_STEPS;
                } else {
                    let p = self.penalties.remove(i);
                    events.push(Event::PenaltyOver {
                        team: p.team,
                        player: p.player,
                    });
                }
            }
        }
        self.players[team].skaters[usize::from(scorer)].goals += 1;
        let mut assists: Vec<u8> = Vec::new();
        for &p in &self.chain {
            if p != scorer && !assists.contains(&p) && assists.len() < 2 {
                assists.push(p);
            }
        }
        for &p in &assists {
            self.players[team].skaters[usize::from(p)].assists += 1;
        }
        events.push(Event::Goal {
            team,
            scorer,
            assists: assists.clone(),
            strength,
            score: self.score(),
        });
        self.chain.clear();
        let done = assists.len() >= 2;
        self.last_goal = Some((team, scorer, assists));
        if done {
            self.after_goal(events);
        } else {
            self.pending = Pending::Assists { checks: 0 };
        }
    }

    fn after_goal(&mut self, events: &mut Vec<Event>) {
        if self.is_overtime() {
            self.finish(DecidedIn::Overtime, events);
            return;
        }
        self.after_strength_change(events);
        self.then(Pending::FaceOff, events);
    }

    // ----- assists (R61-R66) -----

    fn assist_check(&mut self, checks: u8, events: &mut Vec<Event>) {
        if checks == 0 {
            self.flip(Section::Burn, events);
        }
        let card = self.flip(Section::Assist, events);
        let Some((team, scorer, mut credited)) = self.last_goal.clone() else {
            self.after_goal(events);
            return;
        };
        let candidates: Vec<u8> = self.on_ice[team]
            .iter()
            .flatten()
            .copied()
            .filter(|&p| p != scorer && !credited.contains(&p))
            .collect();
        let by_rank = |this: &Crease| {
            let mut v = candidates.clone();
            v.sort_by_key(|&p| {
                let c = this.skater(team, p);
                (
                    std::cmp::Reverse(c.ast),
                    std::cmp::Reverse(c.season_assists),
                )
            });
            v
        };
        let pick = match card.assist {
            AssistCheck::Rank(rank) => {
                let v = by_rank(self);
                match rank {
                    1..=3 => v.get(usize::from(rank) - 1).copied(),
                    // Version 5 (R64): among those tied for the lowest AST, the one with the
                    // most assists this season (the first of them in `v`).
                    _ if self.book() => {
                        v.last()
                            .map(|&low| self.skater(team, low).ast)
                            .and_then(|ast| {
                                v.iter().copied().find(|&p| self.skater(team, p).ast == ast)
                            })
                    }
                    _ => v.last().copied(),
                }
            }
            AssistCheck::Position(slot, n) => match self.at(team, slot) {
                Some(p) if p != scorer && !credited.contains(&p) => {
                    (self.skater(team, p).ast >= n).then_some(p)
                }
                _ => by_rank(self)
                    .into_iter()
                    .find(|&p| self.skater(team, p).ast >= n),
            },
        };
        match pick {
            Some(p) => {
                credited.push(p);
                self.players[team].skaters[usize::from(p)].assists += 1;
                events.push(Event::Assist { team, player: p });
            }
            None => events.push(Event::NoAssist),
        }
        let checks = checks + 1;
        let done = checks >= 2 || credited.len() >= 2;
        self.last_goal = Some((team, scorer, credited));
        if done {
            self.after_goal(events);
        } else {
            self.pending = Pending::Assists { checks };
        }
    }

    // ----- rebounds, loose pucks, dump ins (R41-R54) -----

    fn side_team(&self, side: Side, offence: Team) -> Team {
        match side {
            Side::Home => Team::Home,
            Side::Vis => Team::Away,
            Side::Off => offence,
            Side::Def => offence.other(),
        }
    }

    /// Who a claim gives the puck to: `None` for a tie (A29: an empty slot goes across).
    fn claim(&self, claim: Claim, offence: Team, events: &mut Vec<Event>) -> Option<(Team, Slot)> {
        match claim {
            Claim::Player(side, slot) => {
                let team = self.side_team(side, offence);
                if self.at(team, slot).is_some() {
                    Some((team, slot))
                } else if self.at(team.other(), slot).is_some() {
                    Some((team.other(), slot))
                } else {
                    None
                }
            }
            Claim::Battle {
                off,
                off_plus,
                def,
                def_plus,
            } => self.battle(offence, (off, off_plus), (def, def_plus), events),
        }
    }

    fn battle(
        &self,
        offence: Team,
        (off, off_plus): (Slot, u8),
        (def, def_plus): (Slot, u8),
        events: &mut Vec<Event>,
    ) -> Option<(Team, Slot)> {
        let defence = offence.other();
        let a = self.at(offence, off);
        let d = self.at(defence, def);
        let winner = match (a, d) {
            (None, None) => None,
            (Some(_), None) => Some(offence),
            (None, Some(_)) => Some(defence),
            (Some(a), Some(d)) => {
                let ta = self.skater(offence, a).lp + off_plus;
                let td = self.skater(defence, d).lp + def_plus;
                events.push(Event::Battle {
                    off: (offence, a, ta),
                    def: (defence, d, td),
                    winner: match ta.cmp(&td) {
                        std::cmp::Ordering::Greater => Some(offence),
                        std::cmp::Ordering::Less => Some(defence),
                        std::cmp::Ordering::Equal => None,
                    },
                });
                match ta.cmp(&td) {
                    std::cmp::Ordering::Greater => Some(offence),
                    std::cmp::Ordering::Less => Some(defence),
                    std::cmp::Ordering::Equal => None,
                }
            }
        };
        winner.map(|t| (t, if t == offence { off } else { def }))
    }

    fn rebound(&mut self, first_shooter: Slot, events: &mut Vec<Event>) {
        let card = self.flip(Section::Rebound, events);
        let offence = self.puck;
        match self.claim(card.rebound, offence, events) {
            Some((team, slot)) if team == offence => {
                self.carrier = slot;
                events.push(Event::Puck {
                    team,
                    slot,
                    gain: Gain::Rebound,
                });
                let player = self.carrier_player();
                if let Some(first) = self.at(offence, first_shooter)
                    && first != player
                {
                    self.chain.insert(0, first);
                }
                let shot = self
                    .skater(team, player)
                    .ast_section
                    .read(card.rebound_number);
                events.push(Event::AstShot {
                    team,
                    player,
                    number: card.rebound_number,
                    shot,
                });
                match shot {
                    Some(shot) => {
                        self.pending = Pending::Shot {
                            shooter: slot,
                            shot,
                            kind: ShotKind::Normal,
                        }
                    }
                    None => self.then(Pending::LoosePuck { ties: 0 }, events),
                }
            }
            Some((team, slot)) => {
                self.give_puck(team, slot, Gain::Rebound, events);
                self.then(Pending::PassTo, events);
            }
            None => {
                // R45: a tied rebound is a loose puck, no shot; version 5: a tie there is a
                // whistle, as the book says.
                let ties = u8::from(self.book());
                self.pending = Pending::LoosePuck { ties };
            }
        }
    }

    fn loose_puck(&mut self, ties: u8, events: &mut Vec<Event>) {
        let card = self.flip(Section::LoosePuck, events);
        let offence = self.puck;
        match card.loose_puck {
            LoosePuck::FaceOffInjury(side, slot) => {
                events.push(Event::Whistle);
                let team = self.side_team(side, offence);
                match self.at(team, slot) {
                    Some(player) if self.options.injuries && slot != Slot::G => {
                        self.pending = Pending::Injury {
                            team,
                            player,
                            goalie: false,
                        };
                    }
                    _ => self.then(Pending::FaceOff, events),
                }
            }
            LoosePuck::Claim(claim) => match self.claim(claim, offence, events) {
                Some((team, slot)) => {
                    self.give_puck(team, slot, Gain::LoosePuck, events);
                    self.then(Pending::PassTo, events);
                }
                None if ties == 0 => self.pending = Pending::LoosePuck { ties: 1 },
                None => {
                    events.push(Event::Whistle);
                    self.then(Pending::FaceOff, events);
                }
            },
        }
    }

    /// DUMP IN, read from the same card as the stop (R25, A3).
    fn dump_in(&mut self, card: &Fac, events: &mut Vec<Event>) {
        let offence = self.puck;
        let defence = offence.other();
        match card.dump_in {
            DumpIn::GoalieLeavesFor(slot) | DumpIn::DefenceChases(slot) => {
                self.give_puck(defence, slot, Gain::DumpIn, events);
                self.then(Pending::PassTo, events);
            }
            DumpIn::GoalieCovers => {
                events.push(Event::Whistle);
                self.then(Pending::FaceOff, events);
            }
            DumpIn::Battle {
                off,
                off_plus,
                def,
                def_plus,
            } => match self.battle(offence, (off, off_plus), (def, def_plus), events) {
                Some((team, slot)) => {
                    self.give_puck(team, slot, Gain::DumpIn, events);
                    self.then(Pending::PassTo, events);
                }
                None => self.pending = Pending::LoosePuck { ties: 1 },
            },
        }
    }

    // ----- breakaways and penalty shots (R55-R60) -----

    fn breakaway(&mut self, events: &mut Vec<Event>) {
        let card = self.flip(Section::Breakaway, events);
        let team = self.puck;
        match card.breakaway {
            Breakaway::NoBreak(slot) => {
                self.give_puck(team, slot, Gain::Giveaway, events);
                self.then(Pending::PassTo, events);
            }
            Breakaway::BreakIf {
                slot,
                threshold,
                strategy,
            } => {
                self.give_puck(team, slot, Gain::Giveaway, events);
                let Some(player) = self.at(team, slot) else {
                    self.then(Pending::PassTo, events);
                    return;
                };
                let fc = if self.options.strategies {
                    self.strategy[team].fc
                } else {
                    2
                };
                let adj = if !strategy {
                    0
                } else if fc == 3 {
                    -1
                } else if fc <= 1 {
                    1
                } else {
                    0
                };
                let threshold = adj_threshold(threshold, adj);
                if self.skater(team, player).brk >= threshold {
                    self.pending = Pending::Shot {
                        shooter: slot,
                        shot: ShotType::Sh5,
                        kind: ShotKind::Breakaway,
                    };
                } else {
                    events.push(Event::Puck {
                        team,
                        slot,
                        gain: Gain::FailedBreak,
                    });
                    self.then(Pending::PassTo, events);
                }
            }
            Breakaway::PenaltyShot(slot) => {
                self.give_puck(team, slot, Gain::Giveaway, events);
                if self.at(team, slot).is_some() {
                    self.pending = Pending::PenaltyShotCheck { fouled: slot };
                } else {
                    self.then(Pending::PassTo, events);
                }
            }
        }
    }

    fn penalty_shot_check(&mut self, fouled: Slot, events: &mut Vec<Event>) {
        let card = self.flip(Section::Assist, events);
        let team = self.puck;
        let offender_team = team.other();
        let awarded = match card.assist {
            AssistCheck::Position(slot, n) => self
                .at(offender_team, slot)
                .is_some_and(|d| self.skater(offender_team, d).pen >= n),
            AssistCheck::Rank(_) => false,
        };
        if awarded {
            let shooter = self.at(team, fouled).unwrap_or(0);
            events.push(Event::PenaltyShotAwarded { team, shooter });
            self.pending = Pending::Shot {
                shooter: fouled,
                shot: ShotType::Sh5,
                kind: ShotKind::PenaltyShot,
            };
        } else {
            self.then(Pending::PassTo, events);
        }
    }

    // ----- penalties (R67-R77) -----

    fn penalty(&mut self, team: Team, player: u8, victim: u8, events: &mut Vec<Event>) {
        let card = self.flip(Section::Penalty, events);
        let number = match card.penalty {
            PenaltyCheck::GoaliePenalty => {
                self.pending = Pending::GoaliePenalty {
                    team,
                    victim: Some(victim),
                };
                return;
            }
            PenaltyCheck::Number(n, _) => n,
        };
        let variant = match card.penalty {
            PenaltyCheck::Number(_, v) => v,
            PenaltyCheck::GoaliePenalty => PenaltyVariant::Plain,
        };
        let sk = self.skater(team, player);
        let in_min = sk.minor.is_some_and(|s| s.contains(number));
        let in_maj = sk.major.is_some_and(|s| s.contains(number));
        let mut calls: Vec<(Team, u8, PenaltyKind, &'static str)> = Vec::new();
        let victim_team = team.other();
        let kind = match variant {
            PenaltyVariant::DoubleMinor => in_min.then_some(PenaltyKind::DoubleMinor),
            _ if in_maj => Some(PenaltyKind::Major),
            _ if in_min => Some(PenaltyKind::Minor),
            _ => None,
        };
        let Some(kind) = kind else {
            events.push(Event::NoPenalty);
            self.then(Pending::FaceOff, events);
            return;
        };
        let name = if kind == PenaltyKind::Major {
            card.major
        } else {
            card.minor
        };
        calls.push((team, player, kind, name.name));
        if variant == PenaltyVariant::MinorIfMajor && kind == PenaltyKind::Major {
            calls.push((team, player, PenaltyKind::Minor, card.minor.name));
        }
        match variant {
            PenaltyVariant::OppPenAtLeast(n) if self.skater(victim_team, victim).pen >= n => {
                calls.push((victim_team, victim, kind, name.name));
            }
            PenaltyVariant::Opp => calls.push((victim_team, victim, kind, name.name)),
            PenaltyVariant::HighestOpp => {
                if let Some(p) = self.highest_pen(victim_team) {
                    calls.push((victim_team, p, kind, name.name));
                }
            }
            _ => {}
        }
        let fight = kind == PenaltyKind::Major && name.fighting.is_some();
        if fight && self.book() {
            // R74, version 5: the other fighter is found on the next card, and the book always
            // finds one, so the fighting major is coincidental from the start: no power play.
            // An extra minor (`+ MINOR IF MAJOR`) or an opponent's penalty is assessed as usual.
            self.assess(&calls[..1], true, events);
            if calls.len() > 1 {
                let majors_both = calls[1..].iter().any(|c| c.0 != team && c.2 == kind);
                self.assess(&calls[1..], majors_both, events);
            }
            // Version 6: a `+ OPP` variant that gave an opponent the same fighting major has
            // named the other fighter (L224-226, L230): no second search, no third fighter.
            let named = calls[1..]
                .iter()
                .find(|c| c.0 != team && c.2 == kind)
                .map(|c| c.1)
                .filter(|_| self.second_audit());
            if let Some(opponent) = named {
                let number = name.fighting.unwrap_or(0);
                self.misconduct(team, player, number, events);
                self.misconduct(victim_team, opponent, number, events);
                self.after_strength_change(events);
                self.then(Pending::FaceOff, events);
                return;
            }
            self.pending = Pending::Fight {
                team,
                player,
                number: name.fighting.unwrap_or(0),
            };
            self.misconduct(team, player, name.fighting.unwrap_or(0), events);
            return;
        }
        if fight {
            // The other fighter is found on the next card (R74).
            self.assess(&calls[..1], false, events);
            self.pending = Pending::Fight {
                team,
                player,
                number: name.fighting.unwrap_or(0),
            };
            self.misconduct(team, player, name.fighting.unwrap_or(0), events);
            return;
        }
        let both_sides = calls.iter().any(|c| c.0 != team);
        let majors_both = both_sides && kind == PenaltyKind::Major;
        self.assess(&calls, majors_both, events);
        if name.injury && self.options.injuries {
            self.pending = Pending::Injury {
                team: victim_team,
                player: victim,
                goalie: false,
            };
            return;
        }
        self.then(Pending::FaceOff, events);
    }

    fn highest_pen(&self, team: Team) -> Option<u8> {
        self.on_ice[team]
            .iter()
            .flatten()
            .copied()
            .max_by_key(|&p| {
                let c = self.skater(team, p);
                (c.pen, c.season_pim, std::cmp::Reverse(p))
            })
    }

    /// Puts penalties on the clock. `coincidental`: majors on both sides, served with
    /// substitutes (A23).
    fn assess(
        &mut self,
        calls: &[(Team, u8, PenaltyKind, &'static str)],
        coincidental: bool,
        events: &mut Vec<Event>,
    ) {
        let before = Team::BOTH.map(|t| self.strength(t));
        let period = self.period;
        for &(team, player, kind, name) in calls {
            self.penalties.push(Penalty {
                team,
                player: Some(player),
                kind,
                left: kind.minutes() * 3,
                reduces: !coincidental,
            });
            let line = self.box_score.line(period, team);
            line.penalties += 1;
            line.penalty_minutes += kind.minutes();
            self.players[team].skaters[usize::from(player)].penalty_minutes += kind.minutes();
            events.push(Event::Penalty {
                team,
                player: Some(player),
                kind,
                name,
            });
        }
        for team in Team::BOTH {
            self.set_lineup(team);
        }
        self.count_power_plays(before, events);
    }

    fn count_power_plays(&mut self, before: [usize; 2], events: &mut Vec<Event>) {
        let after = Team::BOTH.map(|t| self.strength(t));
        let period = self.period;
        for (i, team) in Team::BOTH.into_iter().enumerate() {
            let other = 1 - i;
            let advantage_before = before[i] > before[other];
            let advantage_now = after[i] > after[other];
            if advantage_now && !advantage_before {
                self.box_score.line(period, team).power_plays += 1;
                if self.units() {
                    // Version 2: both coaches send their units at once (R85); a coach may
                    // keep his group on instead before the face-off.
                    for t in [team, team.other()] {
                        self.open_group_choice(t, GroupChoice::KeepOn, events);
                    }
                    continue;
                }
                // Special teams go on at once (R85): the computer's usual pick.
                for t in [team, team.other()] {
                    if !self.benches[t].special {
                        self.benches[t].special = true;
                        if t == team {
                            self.benches[t].line = 0;
                            self.benches[t].pair = 0;
                        }
                        events.push(Event::LineChange {
                            team: t,
                            forwards: self.benches[t].line,
                            pair: self.benches[t].pair,
                        });
                        self.start_shift(t);
                    }
                }
            }
        }
    }

    fn misconduct(&mut self, team: Team, player: u8, number: u8, events: &mut Vec<Event>) {
        if self
            .skater(team, player)
            .misconduct
            .is_some_and(|s| s.contains(number))
        {
            self.penalties.push(Penalty {
                team,
                player: Some(player),
                kind: PenaltyKind::Misconduct,
                left: 30,
                reduces: false,
            });
            let period = self.period;
            let line = self.box_score.line(period, team);
            line.penalties += 1;
            line.penalty_minutes += 10;
            self.players[team].skaters[usize::from(player)].penalty_minutes += 10;
            events.push(Event::Penalty {
                team,
                player: Some(player),
                kind: PenaltyKind::Misconduct,
                name: "Misconduct",
            });
        }
    }

    fn fight(&mut self, team: Team, player: u8, number: u8, events: &mut Vec<Event>) {
        let card = self.flip(Section::Assist, events);
        let other = team.other();
        let named = match card.assist {
            AssistCheck::Position(slot, n) => self
                .at(other, slot)
                .filter(|&p| self.skater(other, p).pen >= n),
            AssistCheck::Rank(_) => None,
        };
        if let Some(opponent) = named.or_else(|| self.highest_pen(other)) {
            // Both fight: the first major becomes a coincidental one (A23).
            if let Some(p) = self.penalties.iter_mut().rev().find(|p| {
                p.team == team && p.player == Some(player) && p.kind == PenaltyKind::Major
            }) {
                p.reduces = false;
            }
            self.assess(
                &[(other, opponent, PenaltyKind::Major, "Fighting")],
                true,
                events,
            );
            self.misconduct(other, opponent, number, events);
        }
        self.after_strength_change(events);
        self.then(Pending::FaceOff, events);
    }

    fn goalie_penalty(&mut self, team: Team, victim: Option<u8>, events: &mut Vec<Event>) {
        let card = self.flip(Section::Penalty, events);
        let Some(n) = card.penalty.number() else {
            // R73 needs a number: keep flipping.
            self.pending = Pending::GoaliePenalty { team, victim };
            return;
        };
        let g = self.goalie(team);
        let kind = if g.major.is_some_and(|s| s.contains(n)) {
            Some(PenaltyKind::Major)
        } else if g.minor.is_some_and(|s| s.contains(n)) {
            Some(PenaltyKind::Minor)
        } else {
            None
        };
        match kind {
            Some(kind) => {
                let before = Team::BOTH.map(|t| self.strength(t));
                self.penalties.push(Penalty {
                    team,
                    player: None,
                    kind,
                    left: kind.minutes() * 3,
                    reduces: true,
                });
                let period = self.period;
                let line = self.box_score.line(period, team);
                line.penalties += 1;
                line.penalty_minutes += kind.minutes();
                let name = if kind == PenaltyKind::Major {
                    card.major.name
                } else {
                    card.minor.name
                };
                events.push(Event::Penalty {
                    team,
                    player: None,
                    kind,
                    name,
                });
                self.set_lineup(team);
                self.count_power_plays(before, events);
                let injury = if kind == PenaltyKind::Major {
                    card.major.injury
                } else {
                    card.minor.injury
                };
                // R77, version 5: INJ? checks the player who had the puck.
                if let Some(victim) = victim
                    && self.book()
                    && injury
                    && self.options.injuries
                {
                    self.pending = Pending::Injury {
                        team: team.other(),
                        player: victim,
                        goalie: false,
                    };
                    return;
                }
            }
            None => events.push(Event::NoPenalty),
        }
        self.then(Pending::FaceOff, events);
    }

    // ----- injuries (R94-R95, A27) -----

    fn injury(&mut self, team: Team, player: u8, goalie: bool, events: &mut Vec<Event>) {
        let card = self.flip(Section::Penalty, events);
        let Some(n) = card.penalty.number() else {
            // R95: the goalie of the checked player's team is the one checked now.
            let g = self.in_net[team];
            self.pending = Pending::Injury {
                team,
                player: g,
                goalie: true,
            };
            return;
        };
        let inj = if goalie {
            self.cards[team].goalies[usize::from(player)].inj
        } else {
            self.skater(team, player).inj
        };
        // Our injury chart, indexed by the same card's 1-40: the left column when the number
        // is under INJ (hurt), the right one otherwise (shaken up, or nothing).
        let chart = card.pass_number;
        let length = if n < inj {
            Some(match chart {
                1..=24 => InjuryLength::RestOfPeriod,
                _ => InjuryLength::RestOfGame,
            })
        } else if chart <= 4 {
            Some(InjuryLength::ShakenUp)
        } else {
            None
        };
        match length {
            Some(length) => {
                events.push(Event::Injury {
                    team,
                    player,
                    goalie,
                    length,
                });
                let until = match length {
                    InjuryLength::ShakenUp => Until::NextChange,
                    InjuryLength::RestOfPeriod => Until::EndOfPeriod,
                    InjuryLength::RestOfGame => Until::EndOfGame,
                };
                if goalie && self.book() {
                    // Version 5: a hurt goalie is out (the table shows it) and the backup goes
                    // in; one hurt for the period is back at the next period's start. Shaken
                    // up, he stays in net (goalies do not change with the lines).
                    if length != InjuryLength::ShakenUp {
                        self.out.push(Out {
                            team,
                            player,
                            goalie,
                            until,
                        });
                        let hurt = |g: u8| {
                            self.out
                                .iter()
                                .any(|o| o.team == team && o.goalie && o.player == g)
                        };
                        if let Some(&backup) =
                            self.benches[team].goalies.iter().find(|&&g| !hurt(g))
                        {
                            self.in_net[team] = backup;
                        }
                    }
                } else if goalie {
                    if length != InjuryLength::ShakenUp
                        && let Some(&backup) =
                            self.benches[team].goalies.iter().find(|&&g| g != player)
                    {
                        self.in_net[team] = backup;
                    }
                } else {
                    self.out.push(Out {
                        team,
                        player,
                        goalie,
                        until,
                    });
                }
            }
            None => events.push(Event::NoInjury),
        }
        self.then(Pending::FaceOff, events);
    }

    // ----- the shootout (R101-R102, A37) -----

    fn shootout_attempt(&mut self, team: Team, choice: Option<u8>, events: &mut Vec<Event>) {
        let shooter = choice.unwrap_or_else(|| self.best_shooter(team));
        let card = self.flip(Section::Shootout, events);
        let target = self.skater(team, shooter).so + self.goalie(team.other()).so;
        let (number, goal) = match card.shootout {
            ShootoutResult::Number(n) => (Some(n), n <= target),
            ShootoutResult::Commentary(_) => (None, false),
        };
        events.push(Event::ShootoutAttempt {
            team,
            shooter,
            target,
            number,
            goal,
        });
        if let Some(so) = self.box_score.shootout.as_mut()
            && goal
        {
            so[team] += 1;
        }
        let state = self.shootout.get_or_insert_with(ShootoutState::default);
        state.attempts.push((team, shooter, goal));
        let attempts = state.attempts.clone();
        let count = |t: Team| attempts.iter().filter(|a| a.0 == t).count();
        let goals = |t: Team| attempts.iter().filter(|a| a.0 == t && a.2).count();
        let (away_n, home_n) = (count(Team::Away), count(Team::Home));
        let (away_g, home_g) = (goals(Team::Away), goals(Team::Home));
        let decided = if away_n <= SHOOTOUT_ROUNDS && home_n <= SHOOTOUT_ROUNDS {
            let away_left = SHOOTOUT_ROUNDS - away_n;
            let home_left = SHOOTOUT_ROUNDS - home_n;
            away_g > home_g + home_left
                || home_g > away_g + away_left
                || (away_left == 0 && home_left == 0 && away_g != home_g)
        } else {
            away_n == home_n && away_g != home_g
        };
        if decided {
            self.finish(DecidedIn::Shootout, events);
        } else {
            self.pending = Pending::Shootout {
                team: if away_n > home_n {
                    Team::Home
                } else {
                    Team::Away
                },
            };
        }
    }

    /// Skaters who may shoot next: nobody twice until all have (A37).
    pub fn shooters_open(&self, team: Team) -> Vec<u8> {
        let used: Vec<u8> = self
            .shootout
            .as_ref()
            .map(|s| {
                s.attempts
                    .iter()
                    .filter(|a| a.0 == team)
                    .map(|a| a.1)
                    .collect()
            })
            .unwrap_or_default();
        let n = self.cards[team].skaters.len() as u8;
        let mut open: Vec<u8> = (0..n).filter(|p| !self.unavailable(team, *p)).collect();
        if open.is_empty() {
            // Everyone hurt or in the box: anybody may shoot rather than nobody.
            open = (0..n).collect();
        }
        // A round ends once every skater who can shoot has: the rest of `used` is this round.
        let round = open.len();
        let this_round = &used[used.len() - used.len() % round..];
        open.retain(|p| !this_round.contains(p));
        open
    }

    pub fn best_shooter(&self, team: Team) -> u8 {
        self.shooters_open(team)
            .into_iter()
            .max_by_key(|&p| (self.skater(team, p).so, std::cmp::Reverse(p)))
            .unwrap_or(0)
    }

    // ----- coaching -----

    fn trailing(&self, team: Team) -> bool {
        let s = self.score();
        s[team] < s[team.other()]
    }

    pub fn may_pull_goalie(&self, team: Team) -> bool {
        self.options.pull_goalie
            && self.outcome.is_none()
            && !self.pulled[team]
            && self.period == REGULATION_PERIODS
            && self.clock <= PULL_GOALIE_STEPS
            && (self.trailing(team) || self.book())
            && !matches!(
                self.pending,
                Pending::Shootout { .. } | Pending::StartPeriod
            )
    }

    /// Before version 5 the goalie came back at a whistle once his team no longer trailed;
    /// from version 5 he stays out until his coach sends him back or the period ends (R96).
    fn may_keep_goalie_pulled(&self, team: Team) -> bool {
        self.period == REGULATION_PERIODS && (self.trailing(team) || self.book())
    }

    /// What the computer manager does for `team` now, if anything.
    pub fn manager_choice(&self, team: Team) -> Option<Action> {
        if self.outcome.is_some() {
            return None;
        }
        if self.shootout_goalie_due(team) {
            // What the computer would do in his place: keep the goalie in net.
            return Some(Action::ShootoutGoalie {
                team,
                goalie: self.in_net[team],
            });
        }
        if let Pending::Shootout { team: t } = self.pending {
            if self.shootout_goalie_due(Team::Home) {
                return None;
            }
            return (t == team).then(|| Action::Shooter {
                team,
                player: self.best_shooter(team),
            });
        }
        // Version 3: the manager pulls when his team has the puck or at a face-off, as NHL
        // coaches do, not while the other side carries it.
        let ready = !self.score_effects()
            || (self.puck == team && self.pending == Pending::PassTo)
            || self.pending == Pending::FaceOff;
        if ready
            && self.may_pull_goalie(team)
            && self.trailing(team)
            && self.score()[team.other()] - self.score()[team] <= 2
        {
            return Some(Action::PullGoalie(team));
        }
        // Version 5: the manager sends his goalie back at a face-off once the team no longer
        // trails (before, that happened by rule at the whistle).
        if self.book()
            && self.pulled[team]
            && !self.trailing(team)
            && self.pending == Pending::FaceOff
        {
            return Some(Action::ReturnGoalie(team));
        }
        if self.options.strategies {
            let wanted = self.manager_strategy(team);
            if wanted != self.strategy[team] {
                return Some(Action::SetStrategy {
                    team,
                    strategy: wanted,
                });
            }
        }
        None
    }

    /// The manager's strategy card: PHY LOW while short-handed (R93); in the third period FC 3
    /// when behind (chasing the game), FC 1 when level (playing for overtime, as NHL teams do)
    /// and FC 2 when ahead; FC 2 otherwise. Before version 4, sitting back at FC 1 with a lead
    /// cut the other side's goals more than its own, so leads grew and fewer games went past
    /// regulation (16.7% against 17.5% over 10,000 games). Version 3: FC 3 in overtime too (the
    /// loser's point is banked). Version 4, where the SHOT note makes sitting back cost the
    /// leader: FC 1 ahead and FC 3 behind in every period, as NHL score effects run all game.
    pub fn manager_strategy(&self, team: Team) -> Strategy {
        let late = self.period == REGULATION_PERIODS;
        // Version 4: score effects all game, since sitting back now costs the leader. Version
        // 5: only with the SHOT note (a house rule); without it, version 3's third-period policy.
        let all_game = self.reads_shot_note();
        let any_period = late || all_game;
        let s = self.score();
        // Version 3: both press in overtime (the loser's point is banked).
        let fc = match s[team].cmp(&s[team.other()]) {
            std::cmp::Ordering::Less if any_period => 3,
            std::cmp::Ordering::Equal if self.season_overtime() => 3,
            std::cmp::Ordering::Equal if late => 1,
            std::cmp::Ordering::Greater if all_game => 1,
            _ => 2,
        };
        let phy = if self.killing(team) {
            Phy::Low
        } else {
            Phy::Normal
        };
        Strategy { fc, phy }
    }

    fn step(&mut self, choice: Option<u8>, events: &mut Vec<Event>) {
        match self.pending {
            Pending::StartPeriod => self.start_period(events),
            Pending::FaceOff => self.face_off(events),
            Pending::PassTo => self.pass_to(events),
            Pending::AstPass { passer } => self.ast_pass(passer, events),
            Pending::Shot {
                shooter,
                shot,
                kind,
            } => self.shot(shooter, shot, kind, events),
            Pending::Rebound { shooter } => self.rebound(shooter, events),
            Pending::LoosePuck { ties } => self.loose_puck(ties, events),
            Pending::Breakaway => self.breakaway(events),
            Pending::PenaltyShotCheck { fouled } => self.penalty_shot_check(fouled, events),
            Pending::Penalty {
                team,
                player,
                victim,
            } => self.penalty(team, player, victim, events),
            Pending::GoaliePenalty { team, victim } => self.goalie_penalty(team, victim, events),
            Pending::Fight {
                team,
                player,
                number,
            } => self.fight(team, player, number, events),
            Pending::Injury {
                team,
                player,
                goalie,
            } => self.injury(team, player, goalie, events),
            Pending::Assists { checks } => self.assist_check(checks, events),
            Pending::Shootout { team } => self.shootout_attempt(team, choice, events),
            Pending::Over => {}
        }
    }
}

/// Who wins a face-off (R7-R10): ratings, the card's plus for the lower man, the comma team,
/// and the skaters each side has.
pub fn face_off_winner(ratings: ByTeam<u8>, plus: u8, comma: Team, skaters: ByTeam<usize>) -> Team {
    if ratings.home == ratings.away {
        // R9: a man advantage wins a tie of starting ratings; else R10.
        return match skaters.home.cmp(&skaters.away) {
            std::cmp::Ordering::Greater => Team::Home,
            std::cmp::Ordering::Less => Team::Away,
            std::cmp::Ordering::Equal => comma,
        };
    }
    let (high, low) = if ratings.home > ratings.away {
        (Team::Home, Team::Away)
    } else {
        (Team::Away, Team::Home)
    };
    let lifted = ratings[low] + plus;
    match lifted.cmp(&ratings[high]) {
        std::cmp::Ordering::Greater => low,
        std::cmp::Ordering::Less => high,
        std::cmp::Ordering::Equal => comma,
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

impl Game for Crease {
    const ID: GameId = GameId::InsideTheCrease;
    /// 2: power plays and penalty kills by units, the cards built for them. 3: score effects
    /// and overtime's readings ([`SCORE_EFFECTS_VERSION`]). 4: the SHOT section's strategy note
    /// and score effects all game ([`STRATEGY_NOTES_VERSION`]).
    /// 5: the book's rules by default, the rest house rules ([`BOOK_VERSION`]).
    /// 6: the second audit's findings ([`SECOND_AUDIT_VERSION`]).
    const RULES_VERSION: u16 = 6;
    type Options = Options;
    type Action = Action;
    type Event = Event;
    type View = Crease;
    type Error = RuleError;

    fn new(options: Options, seed: u64) -> Self {
        Crease::with_rules_version(options, seed, Self::RULES_VERSION)
    }

    fn check_options(options: &Options) -> Result<(), String> {
        crate::games::team_check::check_picks(&options.teams, crate::league::Needs::SIM)
    }

    fn with_rules_version(mut options: Options, seed: u64, rules_version: u16) -> Self {
        options.teams =
            crate::games::team_check::playable_picks(options.teams, crate::league::Needs::SIM);
        let teams = options.teams.clone();
        let refs = ByTeam::new(teams[Team::Home].team(), teams[Team::Away].team());
        Crease::with_teams_under(options, refs, seed, rules_version)
    }

    fn options(&self) -> &Options {
        &self.options
    }

    fn legal_actions(&self, seat: Team) -> Vec<Action> {
        let mut legal = Vec::new();
        if self.outcome.is_some() {
            return legal;
        }
        match self.pending {
            Pending::Over => return legal,
            Pending::Shootout { .. } if self.shootout_goalie_due(Team::Home) => {
                if seat == Team::Home {
                    legal.extend(
                        self.shootout_goalies(seat)
                            .into_iter()
                            .map(|goalie| Action::ShootoutGoalie { team: seat, goalie }),
                    );
                }
                return legal;
            }
            Pending::Shootout { team } => {
                if team == seat {
                    legal.extend(
                        self.shooters_open(seat)
                            .into_iter()
                            .map(|player| Action::Shooter { team: seat, player }),
                    );
                }
                return legal;
            }
            _ => legal.push(Action::Next),
        }
        if self.options.strategies {
            for fc in 0..=3 {
                for phy in [Phy::Low, Phy::Normal, Phy::High] {
                    let strategy = Strategy { fc, phy };
                    if strategy != self.strategy[seat] {
                        legal.push(Action::SetStrategy {
                            team: seat,
                            strategy,
                        });
                    }
                }
            }
        }
        let bench = &self.benches[seat];
        for forwards in 0..bench.forwards.len() as u8 {
            for pair in 0..bench.pairs.len() as u8 {
                if self.may_send(seat, forwards, pair) {
                    legal.push(Action::NextLines {
                        team: seat,
                        forwards,
                        pair,
                    });
                }
            }
        }
        if self.may_pull_goalie(seat) {
            legal.push(Action::PullGoalie(seat));
        }
        if self.pulled[seat] {
            legal.push(Action::ReturnGoalie(seat));
        }
        if self.may_keep_group(seat) {
            legal.push(Action::KeepGroup { team: seat });
        }
        if self.pulled[seat] || self.may_pull_goalie(seat) {
            let named = self.benches[seat].extra_attacker;
            legal.extend(
                self.lineup(seat)
                    .skaters()
                    .filter(|&p| named != Some(p))
                    .map(|p| Action::ExtraAttacker {
                        team: seat,
                        player: Some(p),
                    }),
            );
        }
        legal
    }

    fn apply(&mut self, action: &Action) -> Result<Vec<Event>, RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::GameOver);
        }
        let mut events = Vec::new();
        if let Action::SetLineup { team, lineup } = action {
            self.set_coach_lineup(*team, lineup)?;
            events.push(Event::LineupSet {
                team: *team,
                goalie: lineup.goalie,
            });
            return Ok(events);
        }
        if let Action::SpecialUnits { team, units } = action {
            self.set_coach_units(*team, units, &mut events)?;
            return Ok(events);
        }
        match *action {
            Action::SetLineup { .. } | Action::SpecialUnits { .. } => {
                unreachable!("handled above")
            }
            Action::KeepGroup { team } => self.keep_group(team, &mut events)?,
            Action::SitOut(out) => events.push(self.sit_out(out)?),
            Action::ExtraAttacker { team, player } => {
                self.set_extra_attacker(team, player, &mut events)?
            }
            Action::ShootoutGoalie { team, goalie } => {
                if !self.shootout_goalies(team).contains(&goalie) {
                    return Err(RuleError::BadShootoutGoalie);
                }
                if let Some(state) = self.shootout.as_mut()
                    && team == Team::Home
                    && self.rules_version >= SECOND_AUDIT_VERSION
                {
                    state.home_goalie_named = true;
                }
                self.in_net[team] = goalie;
                events.push(Event::ShootoutGoalie { team, goalie });
            }
            Action::Next => {
                if matches!(self.pending, Pending::Shootout { .. } | Pending::Over) {
                    return Err(RuleError::NotYourDecision);
                }
                // Version 6 (R85): an injury check or a fight after the penalty is the same
                // stoppage, so the choice stays open until the face-off.
                let same_stoppage = self.second_audit()
                    && matches!(self.pending, Pending::Injury { .. } | Pending::Fight { .. });
                if !same_stoppage {
                    for team in Team::BOTH {
                        self.benches[team].group_choice = GroupChoice::Closed;
                    }
                }
                self.step(None, &mut events);
            }
            Action::Shooter { team, player } => {
                let Pending::Shootout { team: due } = self.pending else {
                    return Err(RuleError::NotYourDecision);
                };
                if due != team {
                    return Err(RuleError::NotYourDecision);
                }
                if self.shootout_goalie_due(Team::Home) {
                    return Err(RuleError::HomeGoalieFirst);
                }
                if !self.shooters_open(team).contains(&player) {
                    return Err(RuleError::BadShooter);
                }
                self.step(Some(player), &mut events);
            }
            Action::SetStrategy { team, strategy } => {
                if !self.options.strategies {
                    return Err(RuleError::NoStrategies);
                }
                if strategy.fc > 3 {
                    return Err(RuleError::BadStrategy);
                }
                if matches!(self.pending, Pending::Shootout { .. }) {
                    return Err(RuleError::NotYourDecision);
                }
                self.strategy[team] = strategy;
                events.push(Event::StrategySet { team, strategy });
            }
            Action::NextLines {
                team,
                forwards,
                pair,
            } => {
                let bench = &self.benches[team];
                if usize::from(forwards) >= bench.forwards.len()
                    || usize::from(pair) >= bench.pairs.len()
                {
                    return Err(RuleError::NoSuchLine);
                }
                if !self.may_send(team, forwards, pair) {
                    return Err(RuleError::LineNotFree);
                }
                if matches!(self.pending, Pending::Shootout { .. }) {
                    return Err(RuleError::NotYourDecision);
                }
                self.benches[team].next = Some((forwards, pair));
            }
            Action::PullGoalie(team) => {
                if !self.may_pull_goalie(team) {
                    return Err(RuleError::CannotPullGoalie);
                }
                self.pulled[team] = true;
                events.push(Event::GoaliePulled(team));
                if self.score_effects() {
                    self.send_pull_unit(team, &mut events);
                } else {
                    self.set_lineup(team);
                }
            }
            Action::ReturnGoalie(team) => {
                if !self.pulled[team] {
                    return Err(RuleError::NotYourDecision);
                }
                self.pulled[team] = false;
                events.push(Event::GoalieBack(team));
                if !self.end_pull_unit(team, &mut events) {
                    self.set_lineup(team);
                }
                self.keep_carrier_slot();
            }
        }
        Ok(events)
    }

    fn view(&self, _viewer: Viewer) -> Crease {
        self.clone()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }

    fn describe(&self, event: &Event) -> String {
        super::describe::describe(self, event)
    }
}

/// Rigging for rule tests: the next cards, the puck and the pending flip where a test needs
/// them.
#[cfg(test)]
impl Crease {
    /// The next cards to be turned, in order (the rest of the deck follows).
    pub(super) fn rig_cards(&mut self, cards: &[u8]) {
        let mut pile: Vec<u8> = self
            .deck
            .draw_pile()
            .iter()
            .copied()
            .filter(|c| !cards.contains(c))
            .collect();
        pile.extend(cards.iter().rev());
        self.deck.replace_draw_pile(pile);
    }

    /// Play under way in the first period, `team` with the puck at `slot`.
    pub(super) fn put_puck(&mut self, team: Team, slot: Slot) {
        if self.period == 0 {
            self.period = 1;
            self.clock = PERIOD_STEPS;
        }
        self.puck = team;
        self.carrier = slot;
        self.pending = Pending::PassTo;
    }

    pub(super) fn set_pending(&mut self, pending: Pending) {
        self.pending = pending;
    }

    /// The end of a tied regulation: the next `Next` starts overtime.
    pub(super) fn end_regulation_tied(&mut self) {
        self.period = REGULATION_PERIODS;
        self.clock = 0;
        self.pending = Pending::StartPeriod;
    }

    /// Late in the third period, `clock` steps left.
    pub(super) fn set_late_third(&mut self, clock: u16) {
        self.period = REGULATION_PERIODS;
        self.clock = clock;
    }

    /// A minor on `team`'s skater, put on the clock, and the line-ups set for it.
    pub(super) fn add_minor(&mut self, team: Team, player: u8) {
        self.penalties.push(Penalty {
            team,
            player: Some(player),
            kind: PenaltyKind::Minor,
            left: 6,
            reduces: true,
        });
        for t in Team::BOTH {
            self.set_lineup(t);
        }
    }

    /// A minor called on `team`'s skater now, as a penalty check calls it.
    pub(super) fn call_minor(&mut self, team: Team, player: u8) -> Vec<Event> {
        let mut events = Vec::new();
        self.assess(
            &[(team, player, PenaltyKind::Minor, "Hooking")],
            false,
            &mut events,
        );
        events
    }

    pub(super) fn assists_in_play(&self) -> &[u8] {
        &self.chain
    }
}
