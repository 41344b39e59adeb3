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
const SHOOTOUT_ROUNDS: usize = 3;
/// The basic game's lines of five (L258).
const BASIC_UNITS: usize = 3;

/// A team as the game plays it: its cards and how the card builder deployed it.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct TeamSheet {
    pub abbreviation: String,
    pub name: String,
    pub skaters: Vec<SkaterCard>,
    pub goalies: Vec<GoalieCard>,
    /// The goalies' starts, for picking the starter.
    pub starts: Vec<u32>,
    pub deployment: Deployment,
}

impl TeamSheet {
    /// The team's cards under the rules of `rules_version`.
    pub fn of_version(team: &LeagueTeam, rules_version: u16) -> TeamSheet {
        let mut build = SheetBuild::new(team.clone(), rules_version);
        loop {
            if let Some(sheet) = build.step() {
                return sheet;
            }
        }
    }

    /// The cards the nominal model alone gives (version 1).
    pub fn of(team: &LeagueTeam) -> TeamSheet {
        let (skaters, deployment) = team_cards_deployed(team);
        TeamSheet::with_skaters(team, skaters, deployment)
    }

    /// Cards with each player's targets scaled by `corrections`, recipient values included.
    pub fn shot_fitted(team: &LeagueTeam, corrections: &Corrections) -> TeamSheet {
        let (skaters, deployment) = team_cards_shot_fitted(team, corrections);
        TeamSheet::with_skaters(team, skaters, deployment)
    }

    fn with_skaters(
        team: &LeagueTeam,
        skaters: Vec<SkaterCard>,
        deployment: Deployment,
    ) -> TeamSheet {
        TeamSheet {
            abbreviation: team.abbreviation.clone(),
            name: team.full_name(),
            skaters,
            goalies: team
                .goalies()
                .map(|(p, l)| goalie_card(p, l, team))
                .collect(),
            starts: team.goalies().map(|(_, l)| l.starts.max(1)).collect(),
            deployment,
        }
    }
}

/// A team's sheet built a piece at a time: the team's context (who plays with whom, for how
/// long), then one skater's card a step, then the goalies' cards.
pub struct SheetBuild {
    team: LeagueTeam,
    rules_version: u16,
    skaters: Option<SkaterCardsBuild>,
}

impl SheetBuild {
    pub fn new(team: LeagueTeam, rules_version: u16) -> SheetBuild {
        SheetBuild {
            team,
            rules_version,
            skaters: None,
        }
    }

    /// One piece of the work; the sheet once it is done.
    pub fn step(&mut self) -> Option<TeamSheet> {
        let (team, version) = (&self.team, self.rules_version);
        let Some(skaters) = self.skaters.as_mut() else {
            let context = if version >= SHOT_FIT_VERSION {
                TeamContext::shot_fitted(team, builtin_corrections_v3())
            } else if version >= CORRECTED_VERSION {
                TeamContext::corrected(team, builtin_corrections())
            } else {
                TeamContext::of(team)
            };
            self.skaters = Some(SkaterCardsBuild::new(context));
            return None;
        };
        if !skaters.step(team) {
            return None;
        }
        let (cards, deployment) = self.skaters.take()?.finish();
        let mut sheet = TeamSheet::with_skaters(team, cards, deployment);
        if version >= AUDIT_VERSION {
            sheet
                .skaters
                .iter_mut()
                .for_each(super::cards::point_passes_for_defence);
        }
        Some(sheet)
    }
}

/// Building a team's cards solves each against the nominal model, which takes a while: teams
/// are built once per run and shared.
pub fn sheet_for(pick: &TeamPick) -> Arc<TeamSheet> {
    sheet_for_version(pick, FourthStreet::RULES_VERSION)
}

/// Built sheets by team and rules version: a league team by its abbreviation, an own team by
/// its whole content (a season plays the same own team game after game).
type SheetCache = HashMap<(SheetKey, u16), Arc<TeamSheet>>;

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum SheetKey {
    League(String),
    Own(Vec<u8>),
}

/// Own teams kept built at most: a few teams a season, never the fuzzer's thousands.
const OWN_SHEETS_KEPT: usize = 32;

fn sheet_cache() -> &'static Mutex<SheetCache> {
    static CACHE: OnceLock<Mutex<SheetCache>> = OnceLock::new();
    CACHE.get_or_init(|| Mutex::new(HashMap::new()))
}

fn sheet_key(pick: &TeamPick, rules_version: u16) -> Option<(SheetKey, u16)> {
    let key = match pick {
        TeamPick::League(_) => SheetKey::League(pick.team().abbreviation.clone()),
        TeamPick::Own(team) => SheetKey::Own(postcard::to_allocvec(team).ok()?),
    };
    Some((key, rules_version))
}

fn cached_sheet(key: &(SheetKey, u16)) -> Option<Arc<TeamSheet>> {
    sheet_cache().lock().ok()?.get(key).cloned()
}

fn keep_sheet(key: (SheetKey, u16), sheet: Arc<TeamSheet>) {
    if let Ok(mut cache) = sheet_cache().lock() {
        let own = |k: &(SheetKey, u16)| matches!(k.0, SheetKey::Own(_));
        if own(&key) && cache.keys().filter(|k| own(k)).count() >= OWN_SHEETS_KEPT {
            cache.retain(|k, _| !own(k));
        }
        cache.insert(key, sheet);
    }
}

/// The team's sheet under the rules of `rules_version`.
pub fn sheet_for_version(pick: &TeamPick, rules_version: u16) -> Arc<TeamSheet> {
    let Some(key) = sheet_key(pick, rules_version) else {
        return Arc::new(TeamSheet::of_version(pick.team(), rules_version));
    };
    if let Some(sheet) = cached_sheet(&key) {
        return sheet;
    }
    let sheet = Arc::new(TeamSheet::of_version(pick.team(), rules_version));
    keep_sheet(key, sheet.clone());
    sheet
}

/// Does one piece of the work of building the team's sheet ahead of its game (a season keeps
/// the page drawing between pieces); true once the sheet is built.
pub fn prepare_sheet_step(pick: &TeamPick, rules_version: u16) -> bool {
    static BUILDS: OnceLock<Mutex<HashMap<(SheetKey, u16), SheetBuild>>> = OnceLock::new();
    let Some(key) = sheet_key(pick, rules_version) else {
        return true;
    };
    if cached_sheet(&key).is_some() {
        return true;
    }
    let builds = BUILDS.get_or_init(|| Mutex::new(HashMap::new()));
    let Ok(mut builds) = builds.lock() else {
        return true;
    };
    let build = builds
        .entry(key.clone())
        .or_insert_with(|| SheetBuild::new(pick.team().clone(), rules_version));
    match build.step() {
        Some(sheet) => {
            builds.remove(&key);
            keep_sheet(key, Arc::new(sheet));
            true
        }
        None => false,
    }
}

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

/// The position a slot asks for.
fn slot_position(slot: Slot) -> Option<Position> {
    match slot {
        1 => Some(Position::LeftWing),
        2 => Some(Position::Centre),
        3 => Some(Position::RightWing),
        4 | 5 => Some(Position::Defence),
        _ => None,
    }
}

/// Members seated in the allowed slots: each in the first of `wants(k, position)` (the k-th
/// member's places) that is allowed and free, the rest in the free slots in order; extras
/// beyond the slots sit.
fn seat(
    members: &[(u8, Position)],
    allowed: &[Slot],
    wants: impl Fn(usize, Position) -> Vec<Slot>,
) -> [Option<u8>; 6] {
    let mut out = [None; 6];
    let mut later = Vec::new();
    for (k, &(i, position)) in members.iter().enumerate() {
        match wants(k, position)
            .into_iter()
            .find(|&s| allowed.contains(&s) && out[usize::from(s - 1)].is_none())
        {
            Some(s) => out[usize::from(s - 1)] = Some(i),
            None => later.push(i),
        }
    }
    for i in later {
        if let Some(&s) = allowed.iter().find(|&&s| out[usize::from(s - 1)].is_none()) {
            out[usize::from(s - 1)] = Some(i);
        }
    }
    out
}

/// A coach's line and pair (or power-play unit) placed in the allowed slots in his order (LW,
/// C, RW, LD, RD); one whose slot is not allowed (a penalty, 3 on 3) goes to the first free one.
fn place_in_order(members: &[(u8, Position)], allowed: &[Slot]) -> [Option<u8>; 6] {
    seat(members, allowed, |k, _| {
        if k < 5 { vec![k as Slot + 1] } else { vec![] }
    })
}

/// A coach's penalty-killing unit in its places F, F, LD, RD (version 7, FS-3): a forward
/// place takes the man's own wing or centre when it is free, else the first free forward slot.
fn place_penalty_kill(members: &[(u8, Position)], allowed: &[Slot]) -> [Option<u8>; 6] {
    seat(members, allowed, |k, position| match k {
        0 | 1 => position_slots(position)
            .into_iter()
            .filter(|&s| s <= 3)
            .chain([1, 2, 3])
            .collect(),
        2 => vec![4],
        3 => vec![5],
        _ => vec![],
    })
}

/// The slots a position plays: a forward's own, a defenceman's 4 then 5.
fn position_slots(position: Position) -> Vec<Slot> {
    match position {
        Position::LeftWing => vec![1],
        Position::Centre => vec![2],
        Position::RightWing => vec![3],
        _ => vec![4, 5],
    }
}

/// Members placed in the allowed slots: each at his position's slot when free (defencemen at
/// 4 then 5), the rest in the free slots in order; extras beyond the slots sit.
fn place(members: &[(u8, Position)], allowed: &[Slot]) -> [Option<u8>; 6] {
    seat(members, allowed, |_, position| position_slots(position))
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

    // -----------------------------------------------------------------------------------------
    // Lines

    fn deployment(&self, team: Team) -> &Deployment {
        &self.sheets[team].deployment
    }

    pub(super) fn is_out(&self, team: Team, player: u8) -> bool {
        self.out
            .iter()
            .any(|o| o.team == team && !o.goalie && o.player == player)
            || self
                .penalties
                .iter()
                .any(|p| p.team == team && p.player == player)
    }

    /// The group's skaters with their positions, replacing anyone hurt or in the box by a
    /// player of the same kind who is free (A56).
    fn group_members(&self, team: Team, group: Group) -> Vec<(u8, Position)> {
        let d = self.deployment(team);
        let skaters = &self.sheets[team].skaters;
        let n = skaters.len() as u8;
        let listed: Vec<u8> = match group {
            Group::Lines { line, pair } => {
                let mut v: Vec<u8> = d
                    .lines
                    .get(usize::from(line))
                    .map(|l| l.iter().map(|&i| i as u8).collect())
                    .unwrap_or_else(|| (0..3.min(n)).collect());
                v.extend(
                    d.pairs
                        .get(usize::from(pair))
                        .map(|p| p.iter().map(|&i| i as u8).collect::<Vec<u8>>())
                        .unwrap_or_else(|| (3.min(n)..5.min(n)).collect()),
                );
                v
            }
            Group::PowerPlay => d.pp_unit.iter().map(|&i| i as u8).collect(),
            Group::PenaltyKill => d.pk_unit.iter().map(|&i| i as u8).collect(),
        };
        let mut chosen: Vec<u8> = Vec::new();
        for &i in &listed {
            if !self.is_out(team, i) {
                chosen.push(i);
                continue;
            }
            let forward = skaters[usize::from(i)].position.is_forward();
            let free =
                |j: u8| !self.is_out(team, j) && !chosen.contains(&j) && !listed.contains(&j);
            // With nobody of his kind free (five defencemen hurt or in the box), anyone free
            // plays: a team is never short of a skater its strength allows.
            let same_kind = (0..n)
                .find(|&j| skaters[usize::from(j)].position.is_forward() == forward && free(j));
            if let Some(sub) = same_kind.or_else(|| (0..n).find(|&j| free(j))) {
                chosen.push(sub);
            }
        }
        chosen
            .into_iter()
            .map(|i| (i, skaters[usize::from(i)].position))
            .collect()
    }

    /// Puts `team`'s group on the ice with the slots its strength allows.
    fn set_lineup(&mut self, team: Team) {
        let mut allowed: Vec<Slot> = if self.is_overtime()
            && self.options.overtime != Overtime::Playoff
            && self.options.overtime_skaters < 5
        {
            // 3 on 3 plays 1, 2 and 4; 4 on 4 adds 5 (A58). A penalty there gives the other
            // team a skater instead of taking one away.
            let mut v = vec![1, 2, 4];
            if self.options.overtime_skaters >= 4 {
                v.push(5);
            }
            let extra = self
                .reducing(team.other())
                .saturating_sub(self.reducing(team));
            for s in [3, 5].into_iter().take(extra) {
                if !v.contains(&s) {
                    v.push(s);
                }
            }
            v
        } else {
            let mut v = vec![1, 2, 3, 4, 5];
            let mut empties: Vec<Slot> = self
                .penalties
                .iter()
                .filter(|p| p.team == team && p.reduces)
                .take(2)
                .map(|p| p.slot)
                .collect();
            empties.dedup();
            while empties.len() < self.reducing(team) {
                if let Some(&s) = [3, 1, 2, 5, 4].iter().find(|s| !empties.contains(s)) {
                    empties.push(s);
                }
            }
            v.retain(|s| !empties.contains(s));
            v
        };
        if self.pulled[team] {
            allowed.push(6);
        }
        let members = self.group_members(team, self.group[team]);
        let mut lineup = match self.group[team] {
            Group::Lines { .. } if self.coach_lines[team] => place_in_order(&members, &allowed),
            Group::PowerPlay if self.coach_units[team] => place_in_order(&members, &allowed),
            Group::PenaltyKill if self.coach_units[team] => place_penalty_kill(&members, &allowed),
            _ => place(&members, &allowed),
        };
        if self.pulled[team] && lineup[5].is_none() {
            // The extra skater: the coach's man, else the best forward off the ice by SK + W
            // (A61).
            let named = self.extra_attacker[team]
                .filter(|&p| !self.is_out(team, p) && !lineup.contains(&Some(p)));
            let skaters = &self.sheets[team].skaters;
            let best = (0..skaters.len() as u8)
                .filter(|&i| {
                    skaters[usize::from(i)].position.is_forward()
                        && !self.is_out(team, i)
                        && !lineup.contains(&Some(i))
                })
                .max_by_key(|&i| {
                    let r = &skaters[usize::from(i)].ratings;
                    (u16::from(r.sk) + u16::from(r.w), std::cmp::Reverse(i))
                });
            lineup[5] = named.or(best);
        }
        self.on_ice[team] = lineup;
    }

    /// Whether the opening face-off is still to come: a coach may make up his lines.
    pub fn before_opening_faceoff(&self) -> bool {
        self.rolls == 0
            && self.outcome.is_none()
            && self.before_the_opening_draw()
            && matches!(self.step, Step::FaceOff(_))
    }

    /// The line-up `team` would start with now: the card builder's until its coach makes his
    /// own; in play, the combinations its coach made for his next change, if any.
    pub fn lineup(&self, team: Team) -> Lineup {
        if let Some(pending) = &self.pending_lineup[team] {
            return pending.clone();
        }
        let d = self.deployment(team);
        Lineup {
            forwards: d.lines.iter().map(|l| l.map(|i| i as u8)).collect(),
            pairs: d.pairs.iter().map(|p| p.map(|i| i as u8)).collect(),
            goalie: self.in_net[team],
        }
    }

    /// What a line-up for `team` must fit: its roster and the lines and pairs it dresses.
    pub fn lineup_shape(&self, team: Team) -> LineupShape {
        let sheet = &self.sheets[team];
        LineupShape {
            skaters: sheet.skaters.len(),
            goalies: sheet.goalies.len(),
            lines: sheet.deployment.lines.len(),
            pairs: sheet.deployment.pairs.len(),
        }
    }

    /// L210-279: the coach's own lines and starter replace the card builder's before the
    /// opening face-off. His first line and pair start; the rotation's shares stay the
    /// builder's, line by line.
    fn set_coach_lineup(&mut self, team: Team, lineup: &Lineup) -> Result<(), RuleError> {
        if self.may_recombine() {
            return self.recombine(team, lineup);
        }
        if !self.before_opening_faceoff() {
            return Err(RuleError::LineupTooLate);
        }
        if self.goalie_out(team, lineup.goalie) {
            return Err(crate::games::sim::LineupError::Unavailable(lineup.goalie).into());
        }
        lineup.check(self.lineup_shape(team), |p| self.is_out(team, p))?;
        self.install_lineup(team, lineup);
        self.in_net[team] = lineup.goalie;
        self.starter[team] = lineup.goalie;
        self.group[team] = Group::Lines { line: 0, pair: 0 };
        self.next_lines[team] = None;
        self.line_seconds[team].iter_mut().for_each(|s| *s = 0);
        self.pair_seconds[team].iter_mut().for_each(|s| *s = 0);
        self.set_lineup(team);
        Ok(())
    }

    /// The coach's forward lines and pairs become the team's, played in his slots.
    fn install_lineup(&mut self, team: Team, lineup: &Lineup) {
        let deployment = &mut Arc::make_mut(&mut self.sheets[team]).deployment;
        deployment.lines = lineup.forwards.iter().map(|l| l.map(usize::from)).collect();
        deployment.pairs = lineup.pairs.iter().map(|p| p.map(usize::from)).collect();
        self.coach_lines[team] = true;
    }

    /// Whether a coach may make new line combinations for his next change (L261 sets no time
    /// limit on them): any time from the opening face-off to the end of regulation and
    /// overtime.
    pub fn may_recombine(&self) -> bool {
        self.outcome.is_none() && self.shootout.is_none() && !self.before_opening_faceoff()
    }

    /// L261, L330-342: new combinations wait for the team's next line change; the goalie in
    /// net stays. Whoever is out for the game cannot be named; a man in the box or hurt for
    /// the period is replaced at the change as in any line (A56).
    fn recombine(&mut self, team: Team, lineup: &Lineup) -> Result<(), RuleError> {
        if lineup.goalie != self.in_net[team] {
            return Err(RuleError::LineupGoalie);
        }
        lineup.check(self.lineup_shape(team), |p| {
            self.out.iter().any(|o| {
                o.team == team
                    && !o.goalie
                    && o.player == p
                    && matches!(o.length, InjuryLength::RestOfGame | InjuryLength::SatOut)
            })
        })?;
        self.pending_lineup[team] = Some(lineup.clone());
        Ok(())
    }

    /// The skaters `team`'s coach may send out for his goalie now (`Action::ExtraAttacker`):
    /// when he may pull him, or with him pulled at a face-off; any dressed skater not on the
    /// ice.
    pub fn extra_attackers(&self, team: Team) -> Vec<u8> {
        if !self.may_change_goalie(team)
            || (self.pulled[team] && !matches!(self.step, Step::FaceOff(_)))
        {
            return Vec::new();
        }
        let on_ice = &self.on_ice[team];
        (0..self.sheets[team].skaters.len() as u8)
            .filter(|&p| !self.is_out(team, p) && !on_ice.contains(&Some(p)))
            .collect()
    }

    fn send_extra_attacker(
        &mut self,
        team: Team,
        player: u8,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if !self.extra_attackers(team).contains(&player) {
            return Err(RuleError::BadExtraAttacker);
        }
        self.extra_attacker[team] = Some(player);
        if !self.pulled[team] {
            self.pulled[team] = true;
            events.push(Event::GoaliePulled(team));
        }
        self.set_lineup(team);
        self.keep_carrier();
        Ok(())
    }

    /// The skaters `team`'s coach may name to serve the goalie's or bench minor just called
    /// (A52): those on the ice at the call, until the next roll.
    pub fn penalty_servers(&self, team: Team) -> Vec<u8> {
        self.open_server_choice(team)
            .map(|c| c.on_ice.iter().map(|&(p, _)| p).collect())
            .unwrap_or_default()
    }

    fn open_server_choice(&self, team: Team) -> Option<&ServerChoice> {
        let choice = self.server_choice[team].as_ref()?;
        let open = self.outcome.is_none()
            && choice.rolls == self.rolls
            && matches!(self.step, Step::FaceOff(_))
            && self
                .penalties
                .get(choice.penalty)
                .is_some_and(|p| p.team == team);
        open.then_some(choice)
    }

    /// The skater in the box for that penalty, if its server is still the coach's to name.
    pub fn penalty_server(&self, team: Team) -> Option<(u8, &'static str)> {
        let choice = self.open_server_choice(team)?;
        Some((self.penalties[choice.penalty].player, choice.name))
    }

    /// Opens the coach's choice of server for the penalty just assessed to `team`.
    fn offer_server_choice(&mut self, team: Team, name: &'static str, on_ice: Vec<(u8, Slot)>) {
        let Some(penalty) = self.penalties.iter().rposition(|p| p.team == team) else {
            return;
        };
        self.server_choice[team] = Some(ServerChoice {
            penalty,
            name,
            rolls: self.rolls,
            on_ice,
        });
    }

    /// The skaters on `team`'s ice with their slots.
    fn skaters_on_ice(&self, team: Team) -> Vec<(u8, Slot)> {
        (1..=6)
            .filter_map(|s| self.at(team, s).map(|p| (p, s)))
            .collect()
    }

    fn name_server(
        &mut self,
        team: Team,
        player: u8,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let Some(choice) = self.open_server_choice(team) else {
            return Err(RuleError::NotYourDecision);
        };
        let Some(&(_, slot)) = choice.on_ice.iter().find(|&&(p, _)| p == player) else {
            return Err(RuleError::BadPenaltyServer);
        };
        let (index, name) = (choice.penalty, choice.name);
        // His seat empties instead of the computer's man's (A52); the line refills.
        let penalty = &mut self.penalties[index];
        penalty.player = player;
        penalty.slot = slot;
        self.set_lineup(team);
        events.push(Event::Note(format!(
            "{} names {} to serve the {}",
            team_code(self, team),
            self.skater(team, player).name,
            name.to_lowercase()
        )));
        Ok(())
    }

    /// The special-teams units `team` sends (L258-260): the card builder's until its coach
    /// names his, as LW C RW LD RD and F F LD RD (forwards first, then defencemen, each in the
    /// unit's order).
    pub fn special_units(&self, team: Team) -> Units {
        let d = self.deployment(team);
        if self.coach_units[team] {
            // His own, in the places he put them (FS-3).
            let p = |i: usize| i as u8;
            return Units {
                power_play: std::array::from_fn(|k| p(d.pp_unit[k])),
                penalty_kill: std::array::from_fn(|k| p(d.pk_unit[k])),
            };
        }
        let skaters = &self.sheets[team].skaters;
        let lineup = self.lineup(team);
        let ordered = |unit: &[usize], n: usize| -> Vec<u8> {
            let forward = |i: &usize| skaters[*i].position.is_forward();
            let mut v: Vec<u8> = unit
                .iter()
                .filter(|i| forward(i))
                .map(|&i| i as u8)
                .collect();
            v.extend(unit.iter().filter(|i| !forward(i)).map(|&i| i as u8));
            // A unit short of players (a tiny roster) takes the first dressed not in it.
            for p in lineup.skaters() {
                if v.len() >= n {
                    break;
                }
                if !v.contains(&p) {
                    v.push(p);
                }
            }
            v
        };
        let pp = ordered(&d.pp_unit, 5);
        let pk = ordered(&d.pk_unit, 4);
        Units {
            power_play: [pp[0], pp[1], pp[2], pp[3], pp[4]],
            penalty_kill: [pk[0], pk[1], pk[2], pk[3]],
        }
    }

    /// Whether a coach may name his units now: before the opening face-off or at a stoppage.
    pub fn units_open(&self) -> bool {
        self.before_opening_faceoff() || (self.may_set_coaching() && self.shootout.is_none())
    }

    /// L258-260: the coach's own special-teams units from his roster (the card builder's own
    /// units may use a specialist who is on no line, so may his). A unit on the ice is sent
    /// again at once (play is stopped); a player out is replaced as for any group (A56).
    fn set_coach_units(&mut self, team: Team, units: &Units) -> Result<(), RuleError> {
        if !self.units_open() {
            return Err(RuleError::UnitsNotNow);
        }
        units.check(self.sheets[team].skaters.len(), |p| {
            self.sits_out(team, false, p)
        })?;
        let deployment = &mut Arc::make_mut(&mut self.sheets[team]).deployment;
        deployment.pp_unit = units.power_play.iter().map(|&p| usize::from(p)).collect();
        deployment.pk_unit = units.penalty_kill.iter().map(|&p| usize::from(p)).collect();
        self.coach_units[team] = self.bench_fixed();
        if matches!(self.group[team], Group::PowerPlay | Group::PenaltyKill) {
            self.set_lineup(team);
        }
        Ok(())
    }

    /// Whether `team`'s coach may play his lines on special teams now: whenever he may name
    /// units, unless his lines already play them.
    pub fn may_play_lines_on_special_teams(&self, team: Team) -> bool {
        self.units_open() && !self.lines_on_special_teams[team]
    }

    /// L258-260 make special units the coach's option: his lines play short-handed and on the
    /// power play, fitted to the strength. A unit on the ice gives way at once (play is
    /// stopped) to the line and pair it relieved, still on their shift.
    fn play_lines_on_special_teams(
        &mut self,
        team: Team,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if !self.may_play_lines_on_special_teams(team) {
            return Err(RuleError::UnitsNotNow);
        }
        self.lines_on_special_teams[team] = true;
        self.relieved[team] = None;
        if matches!(self.group[team], Group::PowerPlay | Group::PenaltyKill) {
            match self.before_units[team].take() {
                Some((group, shift_start)) => {
                    self.change_group(team, group, events);
                    self.shift_start[team] = shift_start;
                }
                None => {
                    let group = self.rotation(team, None);
                    self.change_group(team, group, events);
                }
            }
        }
        Ok(())
    }

    /// The goalies `team` may send out for the shootout (L1933): before its first attempt,
    /// every goalie not hurt, the one in net included.
    pub fn shootout_goalies(&self, team: Team) -> Vec<u8> {
        let started = self
            .shootout
            .as_ref()
            .is_none_or(|s| !s.attempts.is_empty());
        if started || self.outcome.is_some() {
            return Vec::new();
        }
        (0..self.sheets[team].goalies.len() as u8)
            .filter(|&g| !self.goalie_out(team, g))
            .collect()
    }

    /// Whether `team`'s skater (`goalie` false) or goalie `player` sits the game out.
    pub fn sits_out(&self, team: Team, goalie: bool, player: u8) -> bool {
        self.out.iter().any(|o| {
            o.team == team
                && o.goalie == goalie
                && o.player == player
                && o.length == InjuryLength::SatOut
        })
    }

    /// `Action::SitOut` (before the opening face-off): the player is out for the game. A
    /// skater's places in the lines and units go to stand-ins (`sim::call_up_order`), as the
    /// card builder deployed them or the coach made them up; a goalie's start goes to the
    /// goalie with the most starts of the others.
    fn sit_out(&mut self, out: sim::SitOut) -> Result<Event, SitOutError> {
        let (team, goalie, player) = (out.team, out.goalie, out.player);
        if !self.before_opening_faceoff() {
            return Err(SitOutError::Started);
        }
        let sheet = &self.sheets[team];
        let roster = if goalie {
            sheet.goalies.len()
        } else {
            sheet.skaters.len()
        };
        if usize::from(player) >= roster {
            return Err(SitOutError::NoSuchPlayer);
        }
        if self.sits_out(team, goalie, player) {
            return Err(SitOutError::Already);
        }
        let able = |n: usize, is_goalie: bool| {
            (0..n as u8)
                .filter(|&i| {
                    !(self.sits_out(team, is_goalie, i) || (is_goalie == goalie && i == player))
                })
                .count()
        };
        let skaters = able(sheet.skaters.len(), false);
        Left {
            goalies: able(sheet.goalies.len(), true),
            skaters,
            // Any skater takes a shootout attempt here.
            shooters: skaters,
        }
        .check()?;
        self.out.push(Out {
            team,
            player,
            goalie,
            length: InjuryLength::SatOut,
        });
        if goalie {
            if self.in_net[team] == player {
                let starts = &self.sheets[team].starts;
                let next = (0..self.sheets[team].goalies.len() as u8)
                    .filter(|&g| !self.sits_out(team, true, g))
                    .max_by_key(|&g| {
                        let s = starts.get(usize::from(g)).copied().unwrap_or(0);
                        (s, std::cmp::Reverse(g))
                    })
                    .unwrap_or(0);
                self.in_net[team] = next;
                self.starter[team] = next;
            }
        } else {
            self.stand_ins(team, player);
            self.set_lineup(team);
        }
        Ok(Event::SatOut {
            team,
            goalie,
            player,
        })
    }

    /// Fills `gone`'s places in `team`'s lines, pairs and units with stand-ins.
    fn stand_ins(&mut self, team: Team, gone: u8) {
        let sheet = &self.sheets[team];
        let skaters: Vec<(u8, &str, Position)> = sheet
            .skaters
            .iter()
            .enumerate()
            .map(|(i, c)| (i as u8, c.id.as_str(), c.position))
            .filter(|&(i, _, _)| !self.sits_out(team, false, i))
            .collect();
        let position = sheet.skaters[usize::from(gone)].position;
        let order: Vec<usize> =
            sim::call_up_order(&skaters, position, self.options.teams[team].team())
                .into_iter()
                .map(usize::from)
                .collect();
        let gone = usize::from(gone);
        let d = &mut Arc::make_mut(&mut self.sheets[team]).deployment;
        let dressed: Vec<usize> = d
            .lines
            .iter()
            .flatten()
            .chain(d.pairs.iter().flatten())
            .copied()
            .collect();
        let fill = |group: &mut [usize], dressed: &[usize]| {
            for k in 0..group.len() {
                if group[k] == gone
                    && let Some(sub) = sim::stand_in(&order, dressed, group)
                {
                    group[k] = sub;
                }
            }
        };
        // Lines and pairs first, each stand-in then counted as dressed; a unit may take a
        // player from the lines, so only its own members are skipped.
        let mut dressed = dressed;
        for line in d.lines.iter_mut() {
            fill(line, &dressed);
            dressed.extend(line.iter().copied());
        }
        for pair in d.pairs.iter_mut() {
            fill(pair, &dressed);
            dressed.extend(pair.iter().copied());
        }
        fill(&mut d.pp_unit, &[]);
        fill(&mut d.pk_unit, &[]);
    }

    /// Whether `team`'s goalie `g` is out hurt.
    fn goalie_out(&self, team: Team, g: u8) -> bool {
        self.out
            .iter()
            .any(|o| o.team == team && o.goalie && o.player == g)
    }

    #[cfg(test)]
    pub(super) fn set_lineup_for_tests(&mut self, team: Team) {
        self.set_lineup(team);
    }

    /// The group a team sends now: a special-teams unit while the strengths differ because of
    /// penalties (A24), otherwise its lines.
    fn wanted_group(&self, team: Team) -> Group {
        let (us, them) = (self.reducing(team), self.reducing(team.other()));
        if self.is_overtime() && self.options.overtime != Overtime::Playoff
            || self.lines_on_special_teams[team]
        {
            return self.lines_group(team);
        }
        match us.cmp(&them) {
            std::cmp::Ordering::Less if !self.deployment(team).pp_unit.is_empty() => {
                Group::PowerPlay
            }
            std::cmp::Ordering::Greater if !self.deployment(team).pk_unit.is_empty() => {
                Group::PenaltyKill
            }
            _ => self.lines_group(team),
        }
    }

    fn lines_group(&self, team: Team) -> Group {
        match self.group[team] {
            g @ Group::Lines { .. } => g,
            _ => self.rotation(team, None),
        }
    }

    /// The next line and pair (A24): the coach's pick, or those furthest behind their share of
    /// even-strength time, never the ones just off; with basic lines, the next unit (A24b).
    fn rotation(&self, team: Team, just_off: Option<(u8, u8)>) -> Group {
        if let Some((line, pair)) = self.next_lines[team] {
            return Group::Lines { line, pair };
        }
        let d = self.deployment(team);
        if self.options.basic_lines {
            // L210-260: the units of five take turns in order, whatever their ice time.
            let units = d.lines.len().min(d.pairs.len()).clamp(1, BASIC_UNITS);
            let next = (usize::from(self.basic_unit[team]) + 1) % units;
            return Group::Lines {
                line: next as u8,
                pair: next as u8,
            };
        }
        let pick = |seconds: &[u32], weights: &[f64], skip: Option<u8>| -> u8 {
            let total: u32 = seconds.iter().sum::<u32>() + 120;
            (0..seconds.len())
                .filter(|&i| seconds.len() < 2 || Some(i as u8) != skip)
                .max_by(|&a, &b| {
                    let behind = |i: usize| {
                        weights.get(i).copied().unwrap_or(0.0) * f64::from(total)
                            - f64::from(seconds[i])
                    };
                    behind(a).total_cmp(&behind(b)).then(b.cmp(&a))
                })
                .unwrap_or(0) as u8
        };
        Group::Lines {
            line: pick(
                &self.line_seconds[team],
                &d.line_weight,
                just_off.map(|j| j.0),
            ),
            pair: pick(
                &self.pair_seconds[team],
                &d.pair_weight,
                just_off.map(|j| j.1),
            ),
        }
    }

    /// Changes `team`'s group, keeping the puck with the new man in the carrier's slot (R23).
    fn change_group(&mut self, team: Team, group: Group, events: &mut Vec<Event>) {
        // A shaken-up player is back for the next shift (A12).
        self.out
            .retain(|o| !(o.team == team && o.length == InjuryLength::RestOfShift));
        self.group[team] = group;
        self.relieved[team] = None;
        if matches!(group, Group::Lines { .. })
            && let Some(lineup) = self.pending_lineup[team].take()
        {
            self.install_lineup(team, &lineup);
        }
        self.set_lineup(team);
        self.shift_start[team] = self.clock;
        self.next_lines[team] = None;
        if let Group::Lines { line, pair } = group {
            if self.options.basic_lines && usize::from(line) < BASIC_UNITS {
                self.basic_unit[team] = line;
            }
            events.push(Event::LineChange { team, line, pair });
        }
        self.keep_carrier();
    }

    /// After a lineup change, the carrier's slot must still hold someone.
    fn keep_carrier(&mut self) {
        if let Some(slot) = self.carrier
            && self.at(self.puck, slot).is_none()
        {
            self.carrier = (1..=6).find(|&s| self.at(self.puck, s).is_some());
        }
    }

    /// Strengths changed (a penalty called or over, a goalie pulled): each team sends the
    /// group its strength asks for.
    fn strengths_changed(&mut self, events: &mut Vec<Event>) {
        for team in Team::BOTH {
            let wanted = self.wanted_group(team);
            if let Some(unit) = self.relieved[team] {
                if wanted == unit {
                    // The lines relieving the unit finish their shift (A24a).
                    self.set_lineup(team);
                    continue;
                }
                self.relieved[team] = None;
            }
            if wanted != self.group[team] {
                let group = match (self.group[team], wanted) {
                    // Back to even strength: the rotation resumes with a fresh shift.
                    (Group::PowerPlay | Group::PenaltyKill, Group::Lines { .. }) => {
                        self.rotation(team, None)
                    }
                    _ => wanted,
                };
                let lines_off = matches!(self.group[team], Group::Lines { .. })
                    .then_some((self.group[team], self.shift_start[team]));
                self.change_group(team, group, events);
                self.before_units[team] = lines_off;
            } else {
                self.set_lineup(team);
            }
        }
        self.keep_carrier();
    }

    /// Two minutes up: the change comes once the play is over (A29). Before version 6
    /// special-teams units stayed until the penalty ended; from version 6 they change too
    /// (L330-342, A24a): the rotation's next line and pair relieve the unit, fitted to the
    /// strength, and the unit comes back at their change if the penalty still holds.
    fn line_changes(&mut self, events: &mut Vec<Event>) {
        for team in Team::BOTH {
            if !self.clock.passed(self.shift_start[team], TWO_MINUTES) {
                continue;
            }
            match self.group[team] {
                Group::Lines { line, pair } => {
                    let back = self.relieved[team].filter(|&unit| self.wanted_group(team) == unit);
                    let group = back.unwrap_or_else(|| self.rotation(team, Some((line, pair))));
                    self.change_group(team, group, events);
                }
                unit if self.units_change_at_two_minutes() => {
                    let group = self.rotation(team, None);
                    self.change_group(team, group, events);
                    self.relieved[team] = Some(unit);
                }
                _ => {}
            }
        }
    }

    // -----------------------------------------------------------------------------------------
    // The clock

    /// Runs a play's time: the clock, each on-ice skater's time, the lines' shares and the
    /// penalties.
    fn run_clock(&mut self, length: PlayLength, events: &mut Vec<Event>) {
        if self.shootout.is_some() {
            return;
        }
        // At 3 on 3 every play is a short one (A58): the addendum's open ice (R166) speeds the
        // game up, and with long plays overtime scored no faster than five on five, so 64% of
        // overtimes went to the shootout (55% are decided in overtime with short plays; the
        // NHL's 3-on-3 era decided about 60%).
        let length = if self.open_three_on_three() && length == PlayLength::Long {
            PlayLength::Short
        } else {
            length
        };
        let seconds = self.options.timer.seconds(length);
        let ran = self.clock.run(seconds);
        if ran == 0 {
            return;
        }
        for team in Team::BOTH {
            for player in self.on_ice[team].iter().flatten() {
                self.toi[team][usize::from(*player)] += u32::from(ran);
            }
            if let Group::Lines { line, pair } = self.group[team] {
                if let Some(s) = self.line_seconds[team].get_mut(usize::from(line)) {
                    *s += u32::from(ran);
                }
                if let Some(s) = self.pair_seconds[team].get_mut(usize::from(pair)) {
                    *s += u32::from(ran);
                }
            }
        }
        self.tick_penalties(ran, events);
    }

    fn tick_penalties(&mut self, seconds: u16, events: &mut Vec<Event>) {
        let mut changed = false;
        for team in Team::BOTH {
            // Only two penalised players count against a team; a third waits for a seat.
            let mut counting = 0;
            for p in self.penalties.iter_mut().filter(|p| p.team == team) {
                if p.reduces {
                    if counting >= 2 {
                        continue;
                    }
                    counting += 1;
                }
                p.left = p.left.saturating_sub(seconds);
            }
        }
        let mut i = 0;
        while i < self.penalties.len() {
            if self.penalties[i].left == 0 {
                let p = self.penalties.remove(i);
                events.push(Event::PenaltyOver {
                    team: p.team,
                    player: p.player,
                });
                changed = true;
            } else {
                i += 1;
            }
        }
        if changed {
            self.strengths_changed(events);
        }
    }

    /// Whether the step about to start would begin a new play (what the end of a period
    /// stops; look-ups and second parts always finish, A31).
    fn starts_a_play(step: &Step) -> bool {
        matches!(
            step,
            Step::FaceOff(_) | Step::Action | Step::LoosePuck { .. } | Step::WildCard(_)
        )
    }

    // -----------------------------------------------------------------------------------------
    // Rolling

    fn roll(&mut self, dice: &[TrayDie]) -> TrayRoll {
        #[cfg(test)]
        if let Some(faces) = self.rigged.pop_front() {
            let faces = faces
                .into_iter()
                .filter(|(d, _)| dice.contains(d))
                .collect();
            let roll = TrayRoll::from_faces(faces).expect("rigged faces are real faces");
            self.rolls += 1;
            self.last_roll = Some(roll.clone());
            return roll;
        }
        let roll = TrayRoll::roll(&mut self.rng, dice);
        self.rolls += 1;
        self.last_roll = Some(roll.clone());
        roll
    }

    fn log_roll(&self, roll: &TrayRoll, reading: String, events: &mut Vec<Event>) {
        if self.reread {
            events.push(Event::Note(reading));
        } else {
            events.push(Event::Rolled {
                roll: roll.clone(),
                reading,
            });
        }
    }

    /// Resolves the wild card's roll as `action`.
    fn resolve_wild(&mut self, action: PuckAction, roll: &TrayRoll, events: &mut Vec<Event>) {
        self.reread = true;
        self.resolve_action(action, roll, events);
        self.reread = false;
    }

    fn then(&mut self, step: Step) {
        self.step = step;
    }

    /// The puck to `team`'s player at `slot` in `area` (his team's view).
    fn give_puck(&mut self, team: Team, slot: Slot, area: Area, events: &mut Vec<Event>) {
        if team != self.puck {
            // A turnover resets the forecheck (R35).
            self.reset_forecheck();
        }
        self.puck = team;
        self.carrier = Some(slot);
        self.area = area;
        self.rebound_holder = false;
        if let Some(player) = self.at(team, slot) {
            events.push(Event::Puck { team, player, area });
        }
        self.then(Step::Action);
    }

    /// The first of `order` on `team`'s ice.
    fn first_on_ice(&self, team: Team, order: &[Slot]) -> Option<Slot> {
        order.iter().copied().find(|&s| self.at(team, s).is_some())
    }

    fn reset_forecheck(&mut self) {
        self.forecheck = ByTeam::new(None, None);
    }

    /// A face-off is next, at `spot`, after `why`.
    fn whistle(&mut self, why: Whistle, spot: FaceOffSpot, events: &mut Vec<Event>) {
        events.push(Event::Whistle(why));
        self.reset_forecheck();
        self.carrier = None;
        self.rebound_holder = false;
        self.then(Step::FaceOff(spot));
    }

    fn centre_spot(&self) -> FaceOffSpot {
        FaceOffSpot {
            attacking: Team::Home,
            area: Area::CENTRE,
        }
    }

    /// The draw for a stoppage in `area` of `team`'s view: an end zone at level 2, on the
    /// puck's side (A32).
    fn spot_at(&self, team: Team, area: Area) -> FaceOffSpot {
        match area {
            Area::Offensive(lane, _) => FaceOffSpot {
                attacking: team,
                area: Area::Offensive(lane, Level::Two),
            },
            Area::Defensive(lane) => FaceOffSpot {
                attacking: team.other(),
                area: Area::Offensive(lane.mirrored(), Level::Two),
            },
            Area::Neutral(lane) => FaceOffSpot {
                attacking: team,
                area: Area::Neutral(lane),
            },
        }
    }

    /// An area of `spot` as `team` sees it.
    fn area_for(spot: FaceOffSpot, team: Team) -> Area {
        if team == spot.attacking {
            spot.area
        } else {
            match spot.area {
                Area::Offensive(lane, _) | Area::Defensive(lane) => {
                    Area::Defensive(lane.mirrored())
                }
                Area::Neutral(lane) => Area::Neutral(lane.mirrored()),
            }
        }
    }

    /// A loose puck gathered where `at` says, as `winner` sees it (A44, D15).
    fn loose_area(at: LooseAt, d20: u8, winner: Team) -> Area {
        match at {
            LooseAt::Zone { frame, third } => match third {
                Third::Offensive | Third::Defensive => {
                    let attacker = if third == Third::Offensive {
                        frame
                    } else {
                        frame.other()
                    };
                    let area = offensive_label(d20);
                    if winner == attacker {
                        area
                    } else {
                        Area::Defensive(area.lane().mirrored())
                    }
                }
                Third::Neutral => {
                    let lane = neutral_lane(d20);
                    if winner == frame {
                        Area::Neutral(lane)
                    } else {
                        Area::Neutral(lane.mirrored())
                    }
                }
            },
            LooseAt::Spot { frame, area } => {
                if winner == frame {
                    area
                } else {
                    match area {
                        Area::Offensive(lane, _) => Area::Defensive(lane.mirrored()),
                        Area::Neutral(lane) => Area::Neutral(lane.mirrored()),
                        Area::Defensive(lane) => Area::Offensive(lane.mirrored(), Level::One),
                    }
                }
            }
        }
    }

    fn loose_here(&self) -> LooseAt {
        LooseAt::Zone {
            frame: self.puck,
            third: self.area.third(),
        }
    }

    /// A loose puck in the zone of the play (A44).
    fn loose_where_played(&mut self, events: &mut Vec<Event>) {
        let at = self.loose_here();
        self.loose(at, events);
    }

    fn loose(&mut self, at: LooseAt, events: &mut Vec<Event>) {
        events.push(Event::LoosePuck);
        self.reset_forecheck();
        self.carrier = None;
        self.rebound_holder = false;
        self.then(Step::LoosePuck { at, repeat: false });
    }
}

// ---------------------------------------------------------------------------------------------
// The steps

fn team_code(game: &FourthStreet, team: Team) -> String {
    game.sheets[team].abbreviation.clone()
}

impl FourthStreet {
    fn name_at(&self, team: Team, slot: Slot) -> String {
        self.at(team, slot)
            .map(|p| self.skater(team, p).name.clone())
            .unwrap_or_else(|| format!("nobody at {}", slot_name(slot)))
    }

    // Face-offs (R27-R32) -------------------------------------------------------------------

    fn face_off(&mut self, spot: FaceOffSpot, events: &mut Vec<Event>) {
        let roll = self.roll(&[TrayDie::ColouredD10, TrayDie::WhiteD10, TrayDie::NumberedD6]);
        self.run_clock(PlayLength::Short, events);
        let (home, away) = (self.skaters_on(Team::Home), self.skaters_on(Team::Away));
        let battle_spot = match spot.area {
            Area::Neutral(_) => BattleSpot::Neutral,
            _ => BattleSpot::OffensiveFor(spot.attacking),
        };
        let winner = battles::face_off_winner(&roll, home, away, battle_spot);
        let face = roll.d6p().unwrap_or(1);
        let d6p = self.own_skater_by_d6p(face);
        let (h, a) = battles::battle_totals(&roll, home, away);
        let taker = self.at(winner, d6p);
        self.log_roll(
            &roll,
            format!(
                "face-off: {} {h} against {} {a}, {} win it; {}: {}",
                team_code(self, Team::Home),
                team_code(self, Team::Away),
                team_code(self, winner),
                d6p_words(face, d6p),
                match taker {
                    Some(p) => format!("{} takes the puck", self.skater(winner, p).name),
                    None => format!("nobody at {}, the puck is loose", slot_name(d6p)),
                }
            ),
            events,
        );
        events.push(Event::FaceOffWon {
            team: winner,
            player: taker,
        });
        self.count_face_off(winner);
        let area = Self::area_for(spot, winner);
        self.puck = winner;
        self.reset_forecheck();
        match taker {
            Some(_) => self.give_puck(winner, d6p, area, events),
            None => self.loose(
                LooseAt::Zone {
                    frame: winner,
                    third: area.third(),
                },
                events,
            ),
        }
    }

    /// Face-off wins and losses (A69): the book's roll names nobody taking the draw (R8), so
    /// each side's centre takes it, or its first forward on the ice without one (A21).
    fn count_face_off(&mut self, winner: Team) {
        for team in Team::BOTH {
            let Some(player) = self
                .first_on_ice(team, &[2, 1, 3])
                .and_then(|slot| self.at(team, slot))
            else {
                continue;
            };
            if let Some((won, lost)) = self.faceoffs[team].get_mut(usize::from(player)) {
                if team == winner {
                    *won += 1;
                } else {
                    *lost += 1;
                }
            }
        }
    }

    // The puck-action roll (R36-R40, 6.3) ---------------------------------------------------

    fn action(&mut self, events: &mut Vec<Event>) {
        let Some(slot) = self.carrier.filter(|&s| self.at(self.puck, s).is_some()) else {
            self.loose_where_played(events);
            return;
        };
        let team = self.puck;
        if self.area.third() == Third::Defensive && self.forecheck[team.other()].is_none() {
            let defence = team.other();
            let n = match &self.forecheck_orders[defence] {
                Some(slots) => slots.len() as u8,
                None => self.coaching[defence].forecheckers,
            };
            self.forecheck[defence] = Some(n);
        }
        let roll = self.roll(&TrayDie::ALL);
        let player = self.at(team, slot).unwrap_or(0);
        let column = ActionColumn::of(self.area.third(), self.strength(team));
        let combo = roll.d10_combo().unwrap_or(0);
        let action = self.skater(team, player).actions.read(column, combo);
        events.push(Event::PuckAction {
            team,
            player,
            column,
            action,
        });
        if action == PuckAction::Wild {
            self.log_roll(
                &roll,
                format!(
                    "{} in {}: {combo:02} on his {} column, a wild card (⁂)",
                    self.skater(team, player).name,
                    self.area.name(),
                    column.label()
                ),
                events,
            );
            match self.wild_by_plan(team) {
                Some(chosen) => self.resolve_wild(chosen, &roll, events),
                None => self.then(Step::WildCard(roll)),
            }
            return;
        }
        self.resolve_action(action, &roll, events);
    }

    /// What a team's strategy card plays on a wild card (R39, A71), if it has one.
    fn wild_by_plan(&self, team: Team) -> Option<PuckAction> {
        let options = self.wild_options();
        let pick = match self.coaching[team].wild_cards {
            WildCardPlan::Choose => None,
            WildCardPlan::DumpAndChase => {
                (self.area.third() != Third::Offensive).then_some(PuckAction::Dc)
            }
            WildCardPlan::PuckPossession => {
                let r = self.ratings(team, self.carrier?)?;
                Some(if r.sk > r.ps {
                    PuckAction::Sc
                } else {
                    PuckAction::Pd
                })
            }
        }?;
        options.contains(&pick).then_some(pick)
    }

    /// The actions a wild card allows here (R40): PD, SC, DC, a shot in the offensive zone,
    /// ICE when short-handed; never one the column greys out.
    pub fn wild_options(&self) -> Vec<PuckAction> {
        let Some(player) = self.carrier.and_then(|s| self.at(self.puck, s)) else {
            return Vec::new();
        };
        let column = ActionColumn::of(self.area.third(), self.strength(self.puck));
        let actions = &self.skater(self.puck, player).actions;
        let offensive = self.area.third() == Third::Offensive;
        let short = self.strength(self.puck) == Strength::ShortHanded;
        let mut v: Vec<PuckAction> = [
            PuckAction::Pd,
            PuckAction::Sc,
            PuckAction::Dc,
            PuckAction::Ws,
            PuckAction::Ss,
            PuckAction::Ice,
        ]
        .into_iter()
        .filter(|&a| match a {
            PuckAction::Ws | PuckAction::Ss => offensive,
            PuckAction::Ice => short && !offensive,
            _ => true,
        })
        .filter(|&a| actions.column(column).width(a) > 0)
        .collect();
        if v.is_empty() {
            v.push(PuckAction::Pd);
        }
        v
    }

    /// The computer's wild card (A71).
    pub fn computer_wild_card(&self) -> PuckAction {
        let options = self.wild_options();
        let r = self
            .carrier
            .and_then(|s| self.ratings(self.puck, s))
            .unwrap_or_else(|| self.sheets[self.puck].skaters[0].ratings.clone());
        let shot = if r.s > r.w {
            PuckAction::Ss
        } else {
            PuckAction::Ws
        };
        let wanted = match self.area {
            Area::Offensive(_, Level::Three) if r.s < 15 => PuckAction::Pd,
            Area::Offensive(..) => shot,
            Area::Neutral(_) if r.sk >= r.ps => PuckAction::Sc,
            Area::Neutral(_) => PuckAction::Pd,
            Area::Defensive(_) if self.strength(self.puck) == Strength::ShortHanded => {
                PuckAction::Ice
            }
            Area::Defensive(_) => PuckAction::Pd,
        };
        if options.contains(&wanted) {
            wanted
        } else {
            options[0]
        }
    }

    fn resolve_action(&mut self, action: PuckAction, roll: &TrayRoll, events: &mut Vec<Event>) {
        let team = self.puck;
        let slot = self.carrier.unwrap_or(2);
        let player = self.at(team, slot).unwrap_or(0);
        let name = self.skater(team, player).name.clone();
        let combo = roll.d10_combo().unwrap_or(0);
        let rebound = std::mem::take(&mut self.rebound_holder);
        let area_name = self.area.name();
        let said = |what: &str| format!("{name} in {area_name}: {combo:02}, {what}");
        match action {
            PuckAction::Pd | PuckAction::Sc | PuckAction::Wild => {
                self.matchup(action, roll, events)
            }
            PuckAction::Ws | PuckAction::Ss => {
                self.run_clock(PlayLength::Short, events);
                let kind = if action == PuckAction::Ss {
                    ShotKind::Slap
                } else {
                    ShotKind::Wrist
                };
                let tack = if rebound {
                    u16::from(self.goalie(team.other()).rebound)
                } else {
                    0
                };
                let shot = Shot {
                    team,
                    shooter: slot,
                    kind,
                    area: self.area,
                    tack,
                    rebound,
                    centre: false,
                    shootout: false,
                };
                let what = if kind == ShotKind::Slap {
                    "a slap shot"
                } else {
                    "a wrist shot"
                };
                let reading = said(what);
                self.shot_part_one(shot, Blocker::Roll, roll, reading, events);
            }
            PuckAction::Dc => {
                self.run_clock(PlayLength::Short, events);
                let reading = said("he dumps or clears it (DC)");
                self.log_roll(roll, reading, events);
                self.dump_or_clear(roll, events);
            }
            PuckAction::Ice => {
                self.run_clock(PlayLength::Short, events);
                let reading = said("he ices the puck (ICE)");
                self.log_roll(roll, reading, events);
                self.icing(roll.d20().unwrap_or(20), events);
            }
            PuckAction::Off => {
                self.run_clock(PlayLength::Short, events);
                let reading = said("offside (OFF)");
                self.log_roll(roll, reading, events);
                let lane = self.area.lane();
                self.whistle(
                    Whistle::Offside,
                    FaceOffSpot {
                        attacking: team,
                        area: Area::Neutral(lane),
                    },
                    events,
                );
            }
            PuckAction::Pn => {
                self.run_clock(PlayLength::Short, events);
                let reading = said("a penalty (PN)");
                self.log_roll(roll, reading, events);
                let defender = self.named_defender(roll.d6p().unwrap_or(1), events);
                self.then(Step::PenaltyChart {
                    offence: team,
                    offender: Some(slot),
                    defender: Some(defender),
                });
            }
            PuckAction::Inj => {
                self.run_clock(PlayLength::Short, events);
                let reading = said("he is hurt on the play (INJ)");
                self.log_roll(roll, reading, events);
                let at = self.loose_here();
                self.carrier = None;
                self.then(Step::Injury {
                    hurt: Hurt {
                        team,
                        player,
                        goalie: false,
                        certain: true,
                    },
                    then: AfterInjury::Loose(at),
                });
            }
            PuckAction::Wp => {
                self.run_clock(PlayLength::Short, events);
                let reading = said("a weird play (WP)");
                self.log_roll(roll, reading, events);
                self.then(Step::WeirdPlay);
            }
        }
    }

    /// The defender the d6p names for a penalty, rolled again until it names one on the ice
    /// (R100).
    fn named_defender(&mut self, first: u8, events: &mut Vec<Event>) -> Slot {
        let defence = self.puck.other();
        let mut d6p = first;
        let mut tries = 0;
        // These are new rolls, logged as rolls even while a wild card is read again.
        let reread = std::mem::replace(&mut self.reread, false);
        while self.at(defence, d6p).is_none() && tries < 50 {
            let roll = self.roll(&[TrayDie::NumberedD6]);
            d6p = roll.d6p().unwrap_or(1);
            self.log_roll(
                &roll,
                format!("d6p rolled again for the defender: {d6p}"),
                events,
            );
            tries += 1;
        }
        self.reread = reread;
        d6p
    }

    fn aggressiveness(&self, team: Team) -> i16 {
        i16::from(self.coaching[team].aggressiveness)
    }

    /// PD and SC (R41-R46): the d6p names the defender, the d20 against the range decides whose
    /// column is read, the 2d6 picks the row.
    fn matchup(&mut self, action: PuckAction, roll: &TrayRoll, events: &mut Vec<Event>) {
        let team = self.puck;
        let defence = team.other();
        let slot = self.carrier.unwrap_or(2);
        let player = self.at(team, slot).unwrap_or(0);
        let pass = action != PuckAction::Sc;
        let d6p = roll.d6p().unwrap_or(1);
        let d20 = i16::from(roll.d20().unwrap_or(20));
        let total = roll.d6_total().unwrap_or(7);
        let offence_ratings = self
            .ratings(team, slot)
            .unwrap_or_else(|| self.skater(team, player).ratings.clone());
        let rating = i16::from(if pass {
            offence_ratings.ps
        } else {
            offence_ratings.sk
        });
        let present = self.defends(defence, d6p);
        let (offence_won, range_text) = if present {
            let r = self.ratings(defence, d6p).unwrap_or_default_ratings();
            let killing = self.men_up(defence) < 0;
            let (code, base) = match (killing, pass) {
                (true, _) => ("PK", r.pk),
                (false, true) => ("DF", r.df),
                (false, false) => ("CH", r.ch),
            };
            let against = i16::from(base) + self.aggressiveness(defence);
            let range = rating - against;
            (
                d20 <= range,
                format!(
                    "d20 {d20} against 1-{range} ({} {rating} − {code} {against})",
                    if pass { "PS" } else { "SK" }
                ),
            )
        } else {
            (true, "unopposed".to_string())
        };
        let defender = present.then(|| self.at(defence, d6p)).flatten();
        let result = if offence_won {
            let card = self.skater(team, player);
            if pass {
                card.ps.read(total)
            } else {
                card.sk.read(total)
            }
        } else {
            let card = self.skater(defence, defender.unwrap_or(0));
            if pass {
                card.df.read(total)
            } else {
                card.ch.read(total)
            }
        };
        let length = if matches!(result, PlayResult::Penalty | PlayResult::Stoppage) {
            PlayLength::Short
        } else {
            PlayLength::Long
        };
        self.run_clock(length, events);
        let who_defends = match defender {
            Some(d) => format!("d6p {d6p}: {} defends", self.skater(defence, d).name),
            None => format!("d6p {d6p}: nobody there"),
        };
        let reading = format!(
            "{} in {}: {:02}, {}; {who_defends}; {range_text}, {}; 2d6 {total}: {}",
            self.skater(team, player).name,
            self.area.name(),
            roll.d10_combo().unwrap_or(0),
            if pass { "a pass (PD)" } else { "a skate (SC)" },
            if offence_won {
                "his own column"
            } else {
                "the defender's column"
            },
            result.symbol()
        );
        self.log_roll(roll, reading, events);
        events.push(Event::Matchup {
            team,
            player,
            defender,
            offence_won,
            result,
        });
        let def_slot = defender.map(|_| d6p);
        self.apply_result(result, pass, offence_won, def_slot, events);
    }

    /// A result cell (the Symbol Map, R48-R55, R86-R92, A17).
    fn apply_result(
        &mut self,
        result: PlayResult,
        pass: bool,
        offence_won: bool,
        defender: Option<Slot>,
        events: &mut Vec<Event>,
    ) {
        let team = self.puck;
        let defence = team.other();
        let slot = self.carrier.unwrap_or(2);
        match result {
            PlayResult::Move { movement, to } => {
                if to == Some(Recipient::Choice) {
                    self.then(Step::PassChoice {
                        result,
                        from: self.area,
                    });
                    return;
                }
                self.complete_move(movement, to, pass, events);
            }
            PlayResult::Rush { to } => {
                if to == Some(Recipient::Choice) {
                    self.then(Step::PassChoice {
                        result,
                        from: self.area,
                    });
                    return;
                }
                self.rush_with(to, events);
            }
            PlayResult::Steal | PlayResult::StealShoot => match defender {
                Some(stealer) => self.then(Step::StealSpot {
                    stealer,
                    shoot: result == PlayResult::StealShoot,
                }),
                None => {
                    self.loose_where_played(events);
                }
            },
            PlayResult::Loose => {
                self.loose_where_played(events);
            }
            PlayResult::Stoppage => {
                let spot = self.spot_at(team, self.area);
                self.whistle(Whistle::OutOfPlay, spot, events);
            }
            PlayResult::Penalty => {
                // Unopposed: the d6p's man if he is on the ice, else rolled again (A51).
                let defender = match defender {
                    Some(d) => d,
                    None => {
                        let first = self.last_roll.as_ref().and_then(|r| r.d6p()).unwrap_or(1);
                        self.named_defender(first, events)
                    }
                };
                self.then(Step::PenaltyChart {
                    offence: team,
                    offender: Some(slot),
                    defender: Some(defender),
                });
            }
            PlayResult::HardHit | PlayResult::Injury => {
                // ☠ hurts the loser of the matchup, ✚ the card's owner (R116).
                let carrier_hurt = match result {
                    PlayResult::HardHit => !offence_won,
                    _ => offence_won,
                };
                let hurt = if carrier_hurt || defender.is_none() {
                    self.at(team, slot).map(|p| (team, p))
                } else {
                    defender
                        .and_then(|d| self.at(defence, d))
                        .map(|p| (defence, p))
                };
                let at = self.loose_here();
                self.carrier = None;
                match hurt {
                    Some((t, p)) => self.then(Step::Injury {
                        hurt: Hurt {
                            team: t,
                            player: p,
                            goalie: false,
                            certain: false,
                        },
                        then: AfterInjury::Loose(at),
                    }),
                    None => self.loose(at, events),
                }
            }
            PlayResult::Opponent(n) => {
                // Broken up, but the puck stays with that offensive player, no gain (A17).
                if self.at(team, n).is_some() {
                    let area = self.area;
                    self.give_puck(team, n, area, events);
                } else {
                    self.loose_where_played(events);
                }
            }
        }
    }

    /// A movement cell: the puck moves, to the recipient on a pass (R54), and ● shoots from
    /// the offensive zone (R86).
    fn complete_move(
        &mut self,
        movement: Move,
        to: Option<Recipient>,
        pass: bool,
        events: &mut Vec<Event>,
    ) {
        let team = self.puck;
        let slot = self.carrier.unwrap_or(2);
        // △ becomes ⍙ on a power play (R110), and from version 5 at 3 on 3, whose moves follow
        // the power play's (R172b).
        let rush_rules = self.men_up(team) > 0 || (self.audit_fixed() && self.three_on_three());
        if movement == Move::FarAhead && rush_rules {
            self.rush_with(to, events);
            return;
        }
        let target = self.area.moved(movement, self.moves_far(team));
        let holder = match to {
            Some(r) if pass => self.resolve_recipient(team, slot, r),
            _ => Some(slot),
        };
        let Some(holder) = holder else {
            // The pass goes to nobody: loose where it was going (A48).
            self.area = target;
            self.loose(
                LooseAt::Zone {
                    frame: team,
                    third: target.third(),
                },
                events,
            );
            return;
        };
        if movement == Move::Centre && target.third() == Third::Offensive {
            let r = self.ratings(team, holder).unwrap_or_default_ratings();
            let kind = match target.level() {
                Some(Level::Three) => ShotKind::Slap,
                Some(Level::Two) if r.s > r.w => ShotKind::Slap,
                _ => ShotKind::Wrist,
            };
            self.carrier = Some(holder);
            self.area = target;
            self.then(Step::ShotAim {
                shot: Shot {
                    team,
                    shooter: holder,
                    kind,
                    area: target,
                    tack: 5,
                    rebound: false,
                    centre: true,
                    shootout: false,
                },
                blocker: Blocker::Roll,
            });
            return;
        }
        self.give_puck(team, holder, target, events);
    }

    /// ⍙: the carrier (or the pass's recipient) goes to the rush chart (R80).
    fn rush_with(&mut self, to: Option<Recipient>, events: &mut Vec<Event>) {
        let team = self.puck;
        let slot = self.carrier.unwrap_or(2);
        let holder = match to {
            Some(r) => self.resolve_recipient(team, slot, r),
            None => Some(slot),
        };
        match holder {
            Some(h) => {
                self.carrier = Some(h);
                self.then(Step::RushChart);
            }
            None => {
                self.loose_where_played(events);
            }
        }
    }

    /// The ⊛ pass to the coach's pick.
    fn pass_chosen(&mut self, result: PlayResult, slot: Slot, events: &mut Vec<Event>) {
        match result {
            PlayResult::Move { movement, .. } => {
                self.complete_move(movement, Some(Recipient::Mate(slot)), true, events)
            }
            PlayResult::Rush { .. } => self.rush_with(Some(Recipient::Mate(slot)), events),
            _ => {}
        }
    }
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

// ---------------------------------------------------------------------------------------------
// Shots, goals and assists

impl FourthStreet {
    /// Part one of a shot (R56-R57, R84, R91, R120): the block check, then the target.
    fn shot_part_one(
        &mut self,
        shot: Shot,
        blocker: Blocker,
        roll: &TrayRoll,
        mut reading: String,
        events: &mut Vec<Event>,
    ) {
        let team = shot.team;
        let defence = team.other();
        // From version 4 the blocker is found before the forecheckers get back (R29, L995-1001):
        // a forechecker caught up ice cannot block the shot.
        let book = self.rules_version >= BOOK_VERSION;
        if !book {
            self.reset_forecheck();
        }
        self.area = shot.area;
        let r = self.ratings(team, shot.shooter).unwrap_or_default_ratings();
        let rating = i16::from(if shot.kind == ShotKind::Slap {
            r.s
        } else {
            r.w
        });
        let blocker_slot = if self.options.no_blocks || shot.shootout {
            None
        } else {
            match blocker {
                Blocker::Roll => roll.d6p().filter(|&d| self.defends(defence, d)),
                Blocker::Named(s) => Some(s).filter(|&s| self.at(defence, s).is_some()),
                Blocker::Nobody => None,
            }
        };
        if book {
            self.reset_forecheck();
        }
        let shooter = self.at(team, shot.shooter).unwrap_or(0);
        if let Some(b) = blocker_slot {
            let bl = i16::from(self.ratings(defence, b).unwrap_or_default_ratings().bl);
            let bonus = if shot.centre { 5 } else { 0 } + self.side_bonus(&shot);
            let range = rating + bonus - bl;
            let d20 = i16::from(roll.d20().unwrap_or(20));
            let blocker_player = self.at(defence, b).unwrap_or(0);
            reading.push_str(&format!(
                "; d6p {b}: {} may block, d20 {d20} against 1-{range}",
                self.skater(defence, blocker_player).name
            ));
            if d20 > range {
                reading.push_str(": blocked");
                self.log_roll(roll, reading, events);
                events.push(Event::Blocked {
                    team: defence,
                    blocker: blocker_player,
                });
                self.loose(
                    LooseAt::Zone {
                        frame: team,
                        third: Third::Offensive,
                    },
                    events,
                );
                return;
            }
            reading.push_str(": through");
        }
        let combo = roll.d6_combo_shifted(shot.kind.shift()).unwrap_or(33);
        let target = self.skater(team, shooter).shot.read_combo(combo);
        let zone = match target {
            ShotTarget::WideLeft | ShotTarget::WideRight => {
                reading.push_str(&format!("; target {combo}: {}, wide", target.symbol()));
                self.log_roll(roll, reading, events);
                self.shot_missed(&shot, shooter, target, events);
                return;
            }
            ShotTarget::GamePlan => self.game_plan_zone(team, shot.area.level()),
            ShotTarget::Zone(z) => z,
        };
        reading.push_str(&format!(
            "; target {combo}: {} → {}",
            target.symbol(),
            zone.name()
        ));
        self.log_roll(roll, reading, events);
        if self.pulled[defence] && !shot.shootout {
            // The empty net: anything on target goes in (R120, A46).
            self.count_shot(team, shooter, false);
            self.goal(team, shooter, Vec::new(), false, true, events);
            return;
        }
        self.then(Step::ShotGoalie(OnTarget { shot, zone }));
    }

    /// The optional shooting side (R164): +1 from his own side, -1 from the other.
    fn side_bonus(&self, shot: &Shot) -> i16 {
        if !self.options.shooting_side {
            return 0;
        }
        let hand = self
            .ratings(shot.team, shot.shooter)
            .map(|r| r.shoots)
            .unwrap_or(super::cards::Hand::Left);
        match (shot.area.lane(), hand) {
            (Lane::Middle, _) => 0,
            (Lane::Left, super::cards::Hand::Left) | (Lane::Right, super::cards::Hand::Right) => 1,
            _ => -1,
        }
    }

    /// ◘: the team's game-plan zone, or the best colour at this level (A40).
    fn game_plan_zone(&self, team: Team, level: Option<Level>) -> GoalieZone {
        if let Some(z) = self.coaching[team].game_plan {
            return z;
        }
        let goalie = self.goalie(team.other());
        let level = level.unwrap_or(Level::One);
        let mut best = GoalieZone { column: 0, row: 1 };
        let mut best_colour = Colour::Violet;
        for row in 1..=5 {
            for column in 0..5 {
                let z = GoalieZone { column, row };
                let c = goalie.quality.quality(z, level);
                if c < best_colour {
                    best = z;
                    best_colour = c;
                }
            }
        }
        best
    }

    /// A shot off target (wide, a post, over): a loose puck in the zone, or a missed attempt
    /// in the shootout.
    fn shot_missed(
        &mut self,
        shot: &Shot,
        shooter: u8,
        target: ShotTarget,
        events: &mut Vec<Event>,
    ) {
        let team = shot.team;
        events.push(Event::Missed {
            team,
            shooter,
            target,
        });
        if shot.shootout {
            self.shootout_result(team, shooter, false, events);
        } else {
            self.loose(
                LooseAt::Zone {
                    frame: team,
                    third: Third::Offensive,
                },
                events,
            );
        }
    }

    fn count_shot(&mut self, team: Team, shooter: u8, on_goalie: bool) {
        let period = self.clock.period;
        self.players[team].skaters[usize::from(shooter)].shots += 1;
        self.box_score.line(period, team).shots_on_goal += 1;
        if on_goalie {
            let g = usize::from(self.in_net[team.other()]);
            self.players[team.other()].goalies[g].shots_against += 1;
        }
    }

    /// The teammate with the `rank`-th highest TP other than the shooter (R72, A39).
    fn tipper(&self, team: Team, shooter: Slot, rank: u8) -> Option<Slot> {
        let mut slots: Vec<Slot> = (1..=6)
            .filter(|&s| s != shooter && self.at(team, s).is_some())
            .collect();
        slots.sort_by_key(|&s| {
            (
                std::cmp::Reverse(self.ratings(team, s).map_or(0, |r| r.tp)),
                s,
            )
        });
        slots.get(usize::from(rank.max(1) - 1)).copied()
    }

    /// Part two (R59-R74, R111-R114): drift, tips and screens, the tack-ons, the goalie's grid.
    fn shot_part_two(&mut self, on: OnTarget, events: &mut Vec<Event>) {
        let roll = self.roll(&TrayDie::ALL);
        let shot = on.shot;
        let team = shot.team;
        let defence = team.other();
        let shooter_player = self.at(team, shot.shooter).unwrap_or(0);
        let shift = shot.kind.shift();
        let moved = |f: u8| (i16::from(f) + i16::from(shift)).clamp(1, 6) as u8;
        let black = moved(roll.face(TrayDie::BlackD6).unwrap_or(1));
        let white = moved(roll.face(TrayDie::WhiteD6).unwrap_or(1));
        let drift = self.skater(team, shooter_player).drift.read(black, white);
        let mut zone = on.zone;
        let mut level = shot.area.level().unwrap_or(Level::One);
        let mut tack = shot.tack;
        let mut scorer = shot.shooter;
        let mut words = vec![format!(
            "{} shoots at {}",
            self.skater(team, shooter_player).name,
            zone.name()
        )];
        match drift {
            Drift::Nothing => {}
            Drift::Arrow(arrow) => match arrow.drifted(zone) {
                Some(z) => {
                    words.push(format!("drift {}: to {}", arrow.symbol(), z.name()));
                    zone = z;
                }
                None => {
                    words.push(format!(
                        "drift {}: off the post or over the net",
                        arrow.symbol()
                    ));
                    self.log_roll(&roll, words.join("; "), events);
                    self.shot_missed(&shot, shooter_player, ShotTarget::Zone(zone), events);
                    return;
                }
            },
            Drift::TipRank(_) | Drift::TipBy(_) if shot.shootout => {}
            Drift::TipRank(rank) => {
                if let Some(t) = self.tipper(team, shot.shooter, rank) {
                    scorer = t;
                }
            }
            Drift::TipBy(n) => {
                if n != shot.shooter && self.at(team, n).is_some() {
                    scorer = n;
                }
            }
            Drift::Screen => {
                tack += 10;
                words.push("screened, +10".into());
            }
        }
        let scorer_player = self.at(team, scorer).unwrap_or(shooter_player);
        if scorer != shot.shooter {
            let tp = self.ratings(team, scorer).map_or(0, |r| r.tp);
            tack += u16::from(tp);
            level = Level::One;
            words.push(format!(
                "tipped by {}, +{tp}",
                self.skater(team, scorer_player).name
            ));
            events.push(Event::Tipped {
                team,
                tipper: scorer_player,
            });
        }
        let up = self.men_up(team);
        if up > 0 && !shot.shootout {
            let bonus = self
                .ratings(team, shot.shooter)
                .map_or(0, |r| r.man_advantage.bonus(up as u8));
            if bonus > 0 {
                tack += u16::from(bonus);
                words.push(format!("man advantage +{bonus}"));
            }
        }
        let side = self.side_bonus(&shot);
        let combo = u16::from(roll.d10_combo().unwrap_or(0));
        let reading = (combo + tack)
            .saturating_add_signed(side)
            .max(if combo == 0 { 0 } else { 1 });
        let goalie = self.goalie(defence);
        let quality = goalie.quality.quality(zone, level);
        let form = if self.options.hot_cold_goalies {
            self.form[defence]
        } else {
            GoalieForm::Normal
        };
        let mut result = goalie.reads_as(quality, reading, form);
        if let GoalieResult::NoGoal(GoalieSymbol::Cloud) = result {
            let d6p = roll.d6p().unwrap_or(1);
            let cloud = goalie.cloud_result(d6p);
            if shot.shootout || cloud == CloudResult::Goal {
                result = GoalieResult::Goal;
                words.push(format!("☁ d6p {d6p}: a soft goal"));
            }
        }
        words.push(format!(
            "{} quality at level {}; {} + {tack} = {reading}: {}",
            quality.name(),
            level.number(),
            crate::engine::dice::d10_combo_text(combo),
            match result {
                GoalieResult::Goal => "GOAL".to_string(),
                GoalieResult::NoGoal(s) => format!("save, {}", s.symbol()),
            }
        ));
        self.log_roll(&roll, words.join("; "), events);
        events.push(Event::OnGoal {
            team,
            shooter: scorer_player,
            zone,
            level,
            quality,
            reading,
            result,
        });
        if shot.shootout {
            self.shootout_result(team, shooter_player, result == GoalieResult::Goal, events);
            return;
        }
        self.count_shot(team, scorer_player, true);
        let GoalieResult::NoGoal(symbol) = result else {
            let assists = if scorer != shot.shooter {
                vec![shooter_player]
            } else {
                Vec::new()
            };
            self.goal(team, scorer_player, assists, false, false, events);
            return;
        };
        let period = self.clock.period;
        let g = usize::from(self.in_net[defence]);
        self.players[defence].goalies[g].saves += 1;
        self.box_score.line(period, defence).saves += 1;
        let d20 = roll.d20().unwrap_or(10);
        let in_o = LooseAt::Zone {
            frame: team,
            third: Third::Offensive,
        };
        let freeze_spot = self.spot_at(team, Area::Offensive(shot.area.lane(), Level::Two));
        match symbol {
            GoalieSymbol::ReboundMate(n) => {
                let area = Area::Defensive(offensive_label(d20).lane().mirrored());
                if self.at(defence, n).is_some() {
                    self.give_puck(defence, n, area, events);
                } else {
                    self.loose(in_o, events);
                }
            }
            GoalieSymbol::ReboundOpponent(n) => {
                if self.at(team, n).is_some() {
                    self.give_puck(team, n, offensive_label(d20), events);
                    self.rebound_holder = true;
                } else {
                    self.loose(in_o, events);
                }
            }
            GoalieSymbol::Freeze => self.whistle(Whistle::Frozen, freeze_spot, events),
            GoalieSymbol::FreezeIfOrdered if self.coaching[defence].freeze_on_cross => {
                self.whistle(Whistle::Frozen, freeze_spot, events)
            }
            GoalieSymbol::FreezeIfOrdered
            | GoalieSymbol::Cold
            | GoalieSymbol::Hot
            | GoalieSymbol::Loose => self.loose(in_o, events),
            GoalieSymbol::Stoppage => self.whistle(Whistle::OutOfPlay, freeze_spot, events),
            GoalieSymbol::Injury => self.goalie_hurt(defence, freeze_spot),
            GoalieSymbol::Weird => {
                self.puck = team;
                self.carrier = Some(shot.shooter);
                self.area = shot.area;
                self.then(Step::WeirdPlay);
            }
            GoalieSymbol::Cloud => match goalie_cloud(self, defence, roll.d6p().unwrap_or(1)) {
                CloudResult::Penalty => {
                    self.goalie_penalty(defence, events);
                }
                CloudResult::Weird => {
                    self.puck = team;
                    self.carrier = Some(shot.shooter);
                    self.area = shot.area;
                    self.then(Step::WeirdPlay);
                }
                CloudResult::Injury => self.goalie_hurt(defence, freeze_spot),
                CloudResult::Stoppage => self.whistle(Whistle::OutOfPlay, freeze_spot, events),
                CloudResult::Loose | CloudResult::Goal => self.loose(in_o, events),
            },
        }
    }

    fn goalie_hurt(&mut self, team: Team, spot: FaceOffSpot) {
        self.carrier = None;
        self.then(Step::Injury {
            hurt: Hurt {
                team,
                player: self.in_net[team],
                goalie: true,
                // ✚ on a goalie always hurts him (L1241); version 4 and earlier rolled to see.
                certain: self.audit_fixed(),
            },
            then: AfterInjury::FaceOff(spot),
        });
    }

    /// A minor on the goalie, served by the on-ice forward with the lowest PK (A52).
    fn goalie_penalty(&mut self, team: Team, events: &mut Vec<Event>) {
        let server = (1..=3)
            .filter_map(|s| self.at(team, s).map(|p| (s, p)))
            .min_by_key(|&(s, _)| (self.ratings(team, s).map_or(0, |r| r.pk), s));
        let before = self.reducing_now();
        if let Some((slot, player)) = server {
            let on_ice = self.skaters_on_ice(team);
            let call = Call {
                team,
                server: player,
                slot,
                kind: PenaltyKind::Minor,
                name: "Goalie minor",
                reduces: true,
                on_server: false,
            };
            self.assess(call, events);
            self.offer_server_choice(team, "Goalie minor", on_ice);
        }
        self.count_power_plays(before);
        self.strengths_changed(events);
        let spot = self.spot_at(team.other(), Area::Offensive(Lane::Middle, Level::Two));
        self.whistle(Whistle::Penalty, spot, events);
    }

    /// A goal (R65, A53, A60, A70).
    fn goal(
        &mut self,
        team: Team,
        scorer: u8,
        assists: Vec<u8>,
        unassisted: bool,
        empty_net: bool,
        events: &mut Vec<Event>,
    ) {
        let defence = team.other();
        let period = self.clock.period;
        let strength = if empty_net {
            GoalStrength::EmptyNet
        } else {
            match self.reducing(defence).cmp(&self.reducing(team)) {
                std::cmp::Ordering::Greater => GoalStrength::PowerPlay,
                std::cmp::Ordering::Less => GoalStrength::ShortHanded,
                std::cmp::Ordering::Equal => GoalStrength::Even,
            }
        };
        self.box_score.line(period, team).goals += 1;
        if strength == GoalStrength::PowerPlay
            || (empty_net && self.reducing(defence) > self.reducing(team))
        {
            self.box_score.line(period, team).power_play_goals += 1;
            // A power-play goal ends the earliest-ending minor (A53).
            if let Some(i) = self
                .penalties
                .iter()
                .enumerate()
                .filter(|(_, p)| p.team == defence && p.reduces && p.kind != PenaltyKind::Major)
                .min_by_key(|(_, p)| p.left)
                .map(|(i, _)| i)
            {
                let p = &mut self.penalties[i];
                if p.kind == PenaltyKind::DoubleMinor && p.left > 120 {
                    p.left = 120;
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
        if !self.pulled[defence] {
            let g = usize::from(self.in_net[defence]);
            self.players[defence].goalies[g].goals_against += 1;
            // Hot and cold count only goals the goalie allows (A60), not empty-net ones.
            self.goalie_scored_on(defence, events);
        }
        for &a in &assists {
            self.players[team].skaters[usize::from(a)].assists += 1;
        }
        events.push(Event::Goal {
            team,
            scorer,
            strength,
            score: self.score(),
        });
        for &a in &assists {
            events.push(Event::Assist { team, player: a });
        }
        let done = unassisted || assists.len() >= 2;
        let second = !assists.is_empty();
        self.last_goal = Some(LastGoal {
            team,
            scorer,
            assists,
            unassisted,
        });
        self.reset_forecheck();
        self.carrier = None;
        self.rebound_holder = false;
        self.strengths_changed(events);
        if done {
            self.after_goal(events);
        } else {
            self.then(Step::Assist { second });
        }
    }

    /// Hot and cold goalies (R161-R163, A60).
    fn goalie_scored_on(&mut self, team: Team, events: &mut Vec<Event>) {
        if !self.options.hot_cold_goalies {
            return;
        }
        let now = self.clock.elapsed();
        let times = &mut self.goals_against_at[team];
        times.push(now);
        let was = self.form[team];
        let two_quick = times.len() >= 2 && now - times[times.len() - 2] <= u32::from(TWO_MINUTES);
        self.form[team] = if two_quick {
            GoalieForm::Cold
        } else if was == GoalieForm::Hot {
            GoalieForm::Normal
        } else {
            was
        };
        if self.form[team] == GoalieForm::Cold {
            self.cold_since[team] = self.clock.period;
        }
        if self.form[team] != was {
            events.push(Event::GoalieForm {
                team,
                hot: false,
                cold: self.form[team] == GoalieForm::Cold,
            });
        }
    }

    /// A d20 for the first or the second assist (R128-R130, A9).
    fn assist(&mut self, second: bool, events: &mut Vec<Event>) {
        let roll = self.roll(&[TrayDie::D20]);
        let d20 = roll.d20().unwrap_or(20);
        let Some(goal) = self.last_goal.clone() else {
            self.after_goal(events);
            return;
        };
        let team = goal.team;
        let mut candidates: Vec<(u8, u8, Slot)> = (1..=6)
            .filter_map(|s| {
                let p = self.at(team, s)?;
                (p != goal.scorer && !goal.assists.contains(&p))
                    .then(|| (p, self.ratings(team, s).map_or(0, |r| r.assist), s))
            })
            .collect();
        candidates.sort_by_key(|&(_, rating, slot)| (std::cmp::Reverse(rating), slot));
        let ratings: Vec<u8> = candidates.iter().map(|c| c.1).collect();
        let pick = charts::assist_pick(&ratings, d20, second);
        let table = if second { "second" } else { "first" };
        match pick {
            Some(i) => {
                let player = candidates[i].0;
                self.log_roll(
                    &roll,
                    format!(
                        "{table} assist table: d20 {d20}: {}",
                        self.skater(team, player).name
                    ),
                    events,
                );
                self.players[team].skaters[usize::from(player)].assists += 1;
                events.push(Event::Assist { team, player });
                if let Some(g) = self.last_goal.as_mut() {
                    g.assists.push(player);
                }
                if second {
                    self.after_goal(events);
                } else {
                    self.then(Step::Assist { second: true });
                }
            }
            None => {
                self.log_roll(
                    &roll,
                    format!("{table} assist table: d20 {d20}: none"),
                    events,
                );
                if !second {
                    events.push(Event::NoAssist);
                }
                self.after_goal(events);
            }
        }
    }

    fn after_goal(&mut self, events: &mut Vec<Event>) {
        if self.is_overtime() {
            self.finish(DecidedIn::Overtime, events);
            return;
        }
        let spot = self.centre_spot();
        self.whistle(Whistle::Goal, spot, events);
    }
}

fn goalie_cloud(game: &FourthStreet, team: Team, d6p: u8) -> CloudResult {
    game.goalie(team).cloud_result(d6p)
}

// ---------------------------------------------------------------------------------------------
// Penalties and injuries

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

impl FourthStreet {
    fn reducing_now(&self) -> ByTeam<usize> {
        ByTeam::from_fn(|t| self.reducing(t))
    }

    fn assess(&mut self, call: Call, events: &mut Vec<Event>) {
        let period = self.clock.period;
        let minutes = call.kind.minutes();
        let line = self.box_score.line(period, call.team);
        line.penalties += 1;
        line.penalty_minutes += minutes;
        if call.on_server {
            self.players[call.team].skaters[usize::from(call.server)].penalty_minutes += minutes;
        }
        self.penalties.push(Penalty {
            team: call.team,
            player: call.server,
            slot: call.slot,
            kind: call.kind,
            left: call.kind.seconds(),
            reduces: call.reduces,
        });
        events.push(Event::Penalty {
            team: call.team,
            player: call.on_server.then_some(call.server),
            kind: call.kind,
            name: call.name,
        });
    }

    /// A power play for each team whose opponent lost a skater to this call while it had none
    /// fewer of its own.
    fn count_power_plays(&mut self, before: ByTeam<usize>) {
        let period = self.clock.period;
        for team in Team::BOTH {
            let other = team.other();
            let now = (self.reducing(other), self.reducing(team));
            if now.0 > now.1
                && now.0 > before[other]
                && now.0 - now.1 > before[other].saturating_sub(before[team])
            {
                self.box_score.line(period, team).power_plays += 1;
            }
        }
    }

    /// The basic penalty chart (R100-R102, A8, A52).
    fn penalty_chart(
        &mut self,
        offence: Team,
        offender: Option<Slot>,
        defender: Option<Slot>,
        events: &mut Vec<Event>,
    ) {
        let roll = self.roll(&[TrayDie::ColouredD10, TrayDie::WhiteD10]);
        let combo = roll.d10_combo().unwrap_or(0);
        let p = charts::basic_penalty(combo);
        let defence = offence.other();
        self.log_roll(
            &roll,
            format!("penalty chart: {combo:02}, {}", p.name.to_lowercase()),
            events,
        );
        let before = self.reducing_now();
        let kind = if p.double_minor {
            PenaltyKind::DoubleMinor
        } else {
            PenaltyKind::Minor
        };
        let even =
            self.skaters_on(offence) == self.skaters_on(defence) && self.skaters_on(offence) == 5;
        let bench = p.name == "Bench minor";
        let player_call =
            |game: &Self, team: Team, slot: Option<Slot>, kind: PenaltyKind, reduces: bool| {
                let (slot, server, on_server) = if bench {
                    let s = (1..=5).find(|&s| game.at(team, s).is_some()).unwrap_or(1);
                    (s, game.at(team, s), false)
                } else {
                    let s = slot
                        .filter(|&s| game.at(team, s).is_some())
                        .or_else(|| (1..=5).find(|&s| game.at(team, s).is_some()))
                        .unwrap_or(1);
                    (s, game.at(team, s), true)
                };
                server.map(|server| Call {
                    team,
                    server,
                    slot,
                    kind,
                    name: p.name,
                    reduces,
                    on_server,
                })
            };
        let mut calls = Vec::new();
        let mut spot_team = None;
        match p.on {
            CalledOn::Offence => {
                calls.extend(player_call(self, offence, offender, kind, true));
                spot_team = Some(offence);
            }
            CalledOn::Defence => {
                calls.extend(player_call(self, defence, defender, kind, true));
                spot_team = Some(defence);
            }
            CalledOn::Both => {
                // Coincidental minors: 4 on 4 from 5 on 5, otherwise no change of strength.
                calls.extend(player_call(self, offence, offender, kind, even));
                calls.extend(player_call(self, defence, defender, kind, even));
            }
            CalledOn::DefenceThenBothFight => {
                calls.extend(player_call(self, defence, defender, kind, true));
                let mut fighters = Vec::new();
                fighters.extend(player_call(
                    self,
                    offence,
                    offender,
                    PenaltyKind::Major,
                    false,
                ));
                fighters.extend(player_call(
                    self,
                    defence,
                    defender,
                    PenaltyKind::Major,
                    false,
                ));
                for f in &mut fighters {
                    f.name = "Fighting";
                    f.on_server = true;
                }
                calls.extend(fighters);
                spot_team = Some(defence);
            }
        }
        // One man cannot serve a minor and a major in the same seat: the minor's seat comes
        // first, and the fighter's major is served alongside.
        let bench_team = calls.iter().find(|c| bench && !c.on_server).map(|c| c.team);
        let on_ice = bench_team.map(|t| self.skaters_on_ice(t));
        for call in calls {
            self.assess(call, events);
        }
        if let (Some(team), Some(on_ice)) = (bench_team, on_ice) {
            self.offer_server_choice(team, p.name, on_ice);
        }
        self.count_power_plays(before);
        let hurt = (combo == 66 || combo == 67)
            .then(|| defender.and_then(|d| self.at(defence, d)))
            .flatten();
        self.strengths_changed(events);
        let spot = match spot_team {
            Some(t) => self.spot_at(
                t.other(),
                Area::Offensive(self.area_lane_for(t.other()), Level::Two),
            ),
            None => self.spot_at(self.puck, self.area),
        };
        self.carrier = None;
        if let Some(player) = hurt {
            // High sticking with an injury: the defender may be hurt (A52).
            events.push(Event::Whistle(Whistle::Penalty));
            self.reset_forecheck();
            self.then(Step::Injury {
                hurt: Hurt {
                    team: defence,
                    player,
                    goalie: false,
                    certain: false,
                },
                then: AfterInjury::FaceOff(spot),
            });
        } else {
            self.whistle(Whistle::Penalty, spot, events);
        }
    }

    /// The puck's lane as `team` sees it.
    fn area_lane_for(&self, team: Team) -> Lane {
        if team == self.puck {
            self.area.lane()
        } else {
            self.area.lane().mirrored()
        }
    }

    /// The injury chart (A12): d20 + the rating.
    fn injury(&mut self, hurt: Hurt, then: AfterInjury, events: &mut Vec<Event>) {
        let roll = self.roll(&[TrayDie::D20]);
        let d20 = roll.d20().unwrap_or(1);
        let rating = if hurt.goalie {
            self.sheets[hurt.team]
                .goalies
                .get(usize::from(hurt.player))
                .map_or(0, |g| g.injury)
        } else {
            self.skater(hurt.team, hurt.player).ratings.injury
        };
        let total = u16::from(d20) + u16::from(rating);
        let length = match total {
            0..=12 if hurt.certain => Some(InjuryLength::RestOfShift),
            0..=12 => None,
            13..=17 => Some(InjuryLength::RestOfShift),
            18..=21 => Some(InjuryLength::RestOfPeriod),
            _ => Some(InjuryLength::RestOfGame),
        };
        let name = if hurt.goalie {
            self.sheets[hurt.team].goalies[usize::from(hurt.player)]
                .name
                .clone()
        } else {
            self.skater(hurt.team, hurt.player).name.clone()
        };
        self.log_roll(
            &roll,
            format!(
                "injury chart: d20 {d20} + {rating} = {total}: {name} {}",
                length.map_or("is not hurt", |l| l.words())
            ),
            events,
        );
        events.push(Event::Injury {
            team: hurt.team,
            player: hurt.player,
            goalie: hurt.goalie,
            length,
        });
        if let Some(length) = length {
            if hurt.goalie {
                // The hurt man leaves the ice (L1929): from version 5 even a shaken goalie
                // gives way to the backup, who plays on (A74). Before, a shaken one stayed.
                if length != InjuryLength::RestOfShift || self.audit_fixed() {
                    let goalies = self.sheets[hurt.team].goalies.len() as u8;
                    // From version 7 a goalie hurt before is out too (A74, FS-1); before, only
                    // one who sat out was passed over.
                    let able = |g: u8| {
                        g != hurt.player
                            && !self.sits_out(hurt.team, true, g)
                            && !(self.bench_fixed() && self.goalie_out(hurt.team, g))
                    };
                    if let Some(backup) = (0..goalies).find(|&g| able(g)) {
                        if self.bench_fixed() {
                            // He does not come back this game, whatever the chart's length.
                            self.out.push(Out {
                                team: hurt.team,
                                player: hurt.player,
                                goalie: true,
                                length: InjuryLength::RestOfGame,
                            });
                            let backup = &self.sheets[hurt.team].goalies[usize::from(backup)].name;
                            events.push(Event::Note(format!(
                                "{name} is out for the rest of the game: {backup} takes over in net"
                            )));
                        }
                        self.in_net[hurt.team] = backup;
                        self.form[hurt.team] = GoalieForm::Normal;
                        if self.audit_fixed() {
                            // Two goals within 2:00 make *a goalie* cold (L2447): the
                            // backup's count starts clean.
                            self.goals_against_at[hurt.team].clear();
                        }
                    }
                }
            } else {
                self.out.push(Out {
                    team: hurt.team,
                    player: hurt.player,
                    goalie: false,
                    length,
                });
                self.set_lineup(hurt.team);
                self.keep_carrier();
            }
        }
        match then {
            AfterInjury::Loose(at) => self.loose(at, events),
            AfterInjury::FaceOff(spot) => self.whistle(Whistle::Injury, spot, events),
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Rushes, steals, loose pucks, dumps, icing

impl FourthStreet {
    /// The rush chart (R79-R85, A6): the carrier's SP with the defence's aggressiveness.
    fn rush_chart(&mut self, events: &mut Vec<Event>) {
        let roll = self.roll(&[TrayDie::D20]);
        let d20 = roll.d20().unwrap_or(20);
        let team = self.puck;
        let slot = self.carrier.unwrap_or(2);
        let sp = self.ratings(team, slot).map_or(1, |r| r.sp);
        let aggressiveness = self.coaching[team.other()].aggressiveness;
        let rush = charts::rush(sp, aggressiveness, d20);
        let word = match rush {
            Rush::Breakaway => "a breakaway",
            Rush::ThreeOnTwo => "a 3 on 2",
            Rush::TwoOnOne => "a 2 on 1",
            Rush::ThreeOnOne => "a 3 on 1",
            Rush::Advance => "no rush, he moves three zones",
        };
        self.log_roll(
            &roll,
            format!(
                "rush chart: {} SP {sp}, aggressiveness {aggressiveness:+}, d20 {d20}: {word}",
                self.name_at(team, slot)
            ),
            events,
        );
        events.push(Event::Rush(rush));
        // An advancement is no turnover, loose puck, stoppage or shot: forecheckers caught up
        // ice stay there (L482-490). Version 4 and earlier freed them.
        if rush != Rush::Advance || !self.audit_fixed() {
            self.reset_forecheck();
        }
        match rush {
            Rush::Breakaway => {
                let b = self.ratings(team, slot).map_or(0, |r| r.b);
                let area = Area::Offensive(Lane::Middle, Level::One);
                self.area = area;
                self.then(Step::ShotAim {
                    shot: Shot {
                        tack: u16::from(b),
                        ..Shot::plain(team, slot, ShotKind::Breakaway, area)
                    },
                    blocker: Blocker::Nobody,
                });
            }
            Rush::Advance => {
                let area = self.area.moved(Move::Advance, false);
                self.give_puck(team, slot, area, events);
            }
            _ => self.then(Step::Rush(rush)),
        }
    }

    /// An odd-man rush (R82-R84, A7, A41): the strings, the blocker, the last man's wrist shot
    /// from M1.
    fn rush(&mut self, rush: Rush, events: &mut Vec<Event>) {
        let roll = self.roll(&[
            TrayDie::ColouredD10,
            TrayDie::WhiteD10,
            TrayDie::D20,
            TrayDie::BlackD6,
            TrayDie::WhiteD6,
        ]);
        self.run_clock(PlayLength::Short, events);
        let team = self.puck;
        let handler = self.carrier.unwrap_or(2);
        let (string, blocker) = charts::rush_play(
            rush,
            roll.face(TrayDie::ColouredD10).unwrap_or(0),
            roll.face(TrayDie::WhiteD10).unwrap_or(0),
            handler,
            self.audit_fixed(),
        );
        let mut used: Vec<Slot> = vec![handler];
        let mut names = Vec::new();
        let mut shooter = handler;
        for man in string {
            let slot = match man {
                RushMan::Handler => handler,
                RushMan::Mate(n) => {
                    let n = if n == handler && n >= 4 { 9 - n } else { n };
                    if n != handler && self.at(team, n).is_some() {
                        n
                    } else {
                        (1..=3)
                            .find(|&f| self.at(team, f).is_some() && !used.contains(&f))
                            .unwrap_or(handler)
                    }
                }
            };
            used.push(slot);
            names.push(self.name_at(team, slot));
            shooter = slot;
        }
        let blocker = match blocker {
            Some(n) if self.at(team.other(), n).is_some() => Blocker::Named(n),
            _ => Blocker::Nobody,
        };
        let area = Area::Offensive(Lane::Middle, Level::One);
        self.carrier = Some(shooter);
        let reading = format!(
            "rush: {}; {}",
            names.join(" to "),
            match blocker {
                Blocker::Named(n) => format!("{} back to defend", self.name_at(team.other(), n)),
                _ => "nobody back".into(),
            }
        );
        let shot = Shot::plain(team, shooter, ShotKind::Wrist, area);
        self.shot_part_one(shot, blocker, &roll, reading, events);
    }

    /// Part one of a shot with its own roll (●, breakaways, ♢, weird plays, shootouts).
    fn shot_aim(&mut self, shot: Shot, blocker: Blocker, events: &mut Vec<Event>) {
        let dice: &[TrayDie] = match blocker {
            Blocker::Roll => &[
                TrayDie::NumberedD6,
                TrayDie::D20,
                TrayDie::BlackD6,
                TrayDie::WhiteD6,
            ],
            Blocker::Named(_) => &[TrayDie::D20, TrayDie::BlackD6, TrayDie::WhiteD6],
            Blocker::Nobody => &[TrayDie::BlackD6, TrayDie::WhiteD6],
        };
        let roll = self.roll(dice);
        if shot.kind == ShotKind::Breakaway && !shot.shootout {
            self.run_clock(PlayLength::Short, events);
        }
        let what = match (shot.shootout, shot.kind, shot.centre) {
            (true, ..) => "shootout attempt",
            (_, ShotKind::Breakaway, _) => "breakaway",
            (_, _, true) => "centre and shoot (●, +5)",
            (_, ShotKind::Slap, _) => "slap shot",
            _ => "wrist shot",
        };
        let reading = format!("{}: {what}", self.name_at(shot.team, shot.shooter));
        self.shot_part_one(shot, blocker, &roll, reading, events);
    }

    /// ♦ and ♢ (R88-R90, A47): the stealer takes the puck where the d20 puts it.
    fn steal_spot(&mut self, stealer: Slot, shoot: bool, events: &mut Vec<Event>) {
        let team = self.puck.other();
        let in_his_end = self.area.third() == Third::Defensive;
        let dice: &[TrayDie] = if shoot && in_his_end {
            &[TrayDie::D20, TrayDie::BlackD6, TrayDie::WhiteD6]
        } else {
            &[TrayDie::D20]
        };
        let roll = self.roll(dice);
        let d20 = roll.d20().unwrap_or(10);
        let area = match self.area.third() {
            Third::Defensive => offensive_label(d20),
            Third::Neutral => Area::Neutral(neutral_lane(d20)),
            Third::Offensive => Area::Defensive(offensive_label(d20).lane().mirrored()),
        };
        if self.at(team, stealer).is_none() {
            self.log_roll(
                &roll,
                format!("steal: d20 {d20}, but nobody is there"),
                events,
            );
            self.loose_where_played(events);
            return;
        }
        let name = self.name_at(team, stealer);
        self.give_puck(team, stealer, area, events);
        if shoot && in_his_end {
            let kind = if area.level() == Some(Level::Three) {
                ShotKind::Slap
            } else {
                ShotKind::Wrist
            };
            let shot = Shot::plain(team, stealer, kind, area);
            let reading = format!("steal and shoot (♢): d20 {d20}, {name} in {}", area.name());
            self.shot_part_one(shot, Blocker::Nobody, &roll, reading, events);
        } else {
            self.log_roll(
                &roll,
                format!("steal: d20 {d20}, {name} takes it in {}", area.name()),
                events,
            );
        }
    }

    /// A loose-puck battle (R93-R99).
    fn loose_puck(&mut self, at: LooseAt, repeat: bool, events: &mut Vec<Event>) {
        let roll = self.roll(&[
            TrayDie::ColouredD10,
            TrayDie::WhiteD10,
            TrayDie::NumberedD6,
            TrayDie::D20,
        ]);
        self.run_clock(
            if repeat {
                PlayLength::Short
            } else {
                PlayLength::Long
            },
            events,
        );
        let (home, away) = (self.skaters_on(Team::Home), self.skaters_on(Team::Away));
        let (h, a) = battles::battle_totals(&roll, home, away);
        let face = roll.d6p().unwrap_or(1);
        let d6p = self.own_skater_by_d6p(face);
        let d20 = roll.d20().unwrap_or(10);
        let head = format!(
            "loose puck: {} {h} against {} {a}",
            team_code(self, Team::Home),
            team_code(self, Team::Away)
        );
        let Some(winner) = battles::loose_puck_winner(&roll, home, away) else {
            self.log_roll(&roll, format!("{head}: a tie, again"), events);
            self.then(Step::LoosePuck { at, repeat: true });
            return;
        };
        if self.at(winner, d6p).is_none() {
            self.log_roll(
                &roll,
                format!(
                    "{head}: {}, but {} names nobody on the ice, again",
                    team_code(self, winner),
                    d6p_words(face, d6p)
                ),
                events,
            );
            self.then(Step::LoosePuck { at, repeat: true });
            return;
        }
        let area = Self::loose_area(at, d20, winner);
        self.log_roll(
            &roll,
            format!(
                "{head}: {}; {}, {} picks it up in {} (d20 {d20})",
                team_code(self, winner),
                d6p_words(face, d6p),
                self.name_at(winner, d6p),
                area.name()
            ),
            events,
        );
        self.puck = winner;
        self.give_puck(winner, d6p, area, events);
    }

    /// DC (R134, A66): a clear from D to N, a dump from N or O to level 1.
    fn dump_or_clear(&mut self, roll: &TrayRoll, events: &mut Vec<Event>) {
        let team = self.puck;
        if self.area.third() == Third::Defensive {
            self.loose(
                LooseAt::Zone {
                    frame: team,
                    third: Third::Neutral,
                },
                events,
            );
            return;
        }
        let area = dump_in_area(self.area);
        self.area = area;
        let defence = team.other();
        if self.options.goalie_passes && roll.d6p() == Some(6) && !self.pulled[defence] {
            self.goalie_pass(defence, roll.d20().unwrap_or(20), events);
        } else if self.options.dump_in_races {
            self.carrier = None;
            self.then(Step::DumpInRace);
        } else {
            self.loose(LooseAt::Spot { frame: team, area }, events);
        }
    }

    /// ICE (R106, R115, R121, R135, A67).
    fn icing(&mut self, d20: u8, events: &mut Vec<Event>) {
        let team = self.puck;
        let defence = team.other();
        if self.pulled[defence] {
            self.then(Step::EmptyNetIce);
            return;
        }
        self.icing_called(team, d20, events);
    }

    fn icing_called(&mut self, team: Team, d20: u8, events: &mut Vec<Event>) {
        let defence = team.other();
        if self.short_by_penalty(team) {
            // No icing for a short-handed team: the power play takes it behind its net.
            events.push(Event::Note(format!(
                "{} are short-handed: no icing",
                team_code(self, team)
            )));
            if self.options.goalie_passes && !self.pulled[defence] {
                self.goalie_pass(defence, d20, events);
            } else {
                let slot = self.first_on_ice(defence, &[2, 1, 3]).unwrap_or(4);
                self.give_puck(defence, slot, Area::Defensive(Lane::Middle), events);
            }
            return;
        }
        if self.options.icing_races {
            self.carrier = None;
            self.then(Step::IcingRace);
            return;
        }
        let spot = self.spot_at(team, self.area);
        self.whistle(Whistle::Icing, spot, events);
    }

    /// An icing at an empty net: 00-10 goes in (R121).
    fn empty_net_ice(&mut self, events: &mut Vec<Event>) {
        let roll = self.roll(&[TrayDie::ColouredD10, TrayDie::WhiteD10]);
        let combo = roll.d10_combo().unwrap_or(99);
        let team = self.puck;
        let slot = self.carrier.unwrap_or(2);
        let goes_in = combo <= 10;
        self.log_roll(
            &roll,
            format!(
                "empty net: {combo:02}, {}",
                if goes_in {
                    "it slides in"
                } else {
                    "it misses the net"
                }
            ),
            events,
        );
        match self.at(team, slot) {
            Some(player) if goes_in => {
                self.count_shot(team, player, false);
                self.goal(team, player, Vec::new(), false, true, events);
            }
            _ => self.icing_called(team, 20, events),
        }
    }

    /// The goalie-pass section (R155-R160, A59), read with a d20 already rolled: `team`'s
    /// goalie plays the puck behind his net.
    fn goalie_pass(&mut self, team: Team, d20: u8, events: &mut Vec<Event>) {
        let pass = self.goalie(team).pass.read(d20);
        let power = self.moves_far(team);
        let first = self.recipients(team, 0).first().copied();
        let behind = Area::Defensive(Lane::Middle);
        // The zones count from the goalie's own end, where he stands (R170, L2419-2425): one
        // zone is the neutral zone, two the blue line, three level 2 (version 5). Versions 1-3
        // counted from behind the net (A59), one zone short; version 4 put two zones in front
        // of the other net.
        let version = self.rules_version;
        let ahead = |zones: u8| match zones {
            _ if version >= AUDIT_VERSION => behind.ahead(zones, Lane::Middle),
            1 if version >= BOOK_VERSION => Area::Neutral(Lane::Middle),
            2 if version >= BOOK_VERSION => Area::Offensive(Lane::Middle, Level::One),
            _ if version >= BOOK_VERSION => Area::Offensive(Lane::Middle, Level::Two),
            1 => Area::Defensive(Lane::Middle),
            2 => Area::Neutral(Lane::Middle),
            _ => Area::Offensive(Lane::Middle, Level::Three),
        };
        self.puck = team;
        let name = self.goalie(team).name.clone();
        let forecheckers =
            self.forecheck_slots(team.other(), self.coaching[team.other()].forecheckers);
        let stealer = forecheckers.iter().copied().max_by_key(|&s| {
            (
                self.ratings(team.other(), s).map_or(0, |r| r.ch),
                std::cmp::Reverse(s),
            )
        });
        match (pass, first) {
            (Some(GoaliePassResult::Steal), _) if stealer.is_some() => {
                let stealer = stealer.unwrap_or(1);
                events.push(Event::Note(format!(
                    "{name} plays it (d20 {d20}): picked off"
                )));
                let area = offensive_label(d20);
                let other = team.other();
                self.give_puck(other, stealer, area, events);
                let kind = if area.level() == Some(Level::Three) {
                    ShotKind::Slap
                } else {
                    ShotKind::Wrist
                };
                self.then(Step::ShotAim {
                    shot: Shot::plain(other, stealer, kind, area),
                    blocker: Blocker::Nobody,
                });
            }
            (Some(GoaliePassResult::Ahead | GoaliePassResult::Steal), Some(to)) => {
                events.push(Event::Note(format!("{name} plays it (d20 {d20}): ▲Ⓐ")));
                self.give_puck(team, to, ahead(if power { 2 } else { 1 }), events);
            }
            (Some(GoaliePassResult::FarAhead), Some(to)) => {
                events.push(Event::Note(format!("{name} plays it (d20 {d20}): △Ⓐ")));
                self.give_puck(team, to, ahead(if power { 3 } else { 2 }), events);
            }
            (Some(GoaliePassResult::Rush), Some(to)) => {
                events.push(Event::Note(format!("{name} plays it (d20 {d20}): ⍙Ⓐ")));
                self.give_puck(team, to, behind, events);
                self.then(Step::RushChart);
            }
            _ => {
                events.push(Event::Note(format!(
                    "{name} leaves it behind the net (d20 {d20})"
                )));
                let slot = self.first_on_ice(team, &[2, 1, 3, 4, 5]).unwrap_or(2);
                self.give_puck(team, slot, behind, events);
            }
        }
    }

    /// The May 2010 races (R151-R153, A68): the d6p names the attacker, the black d6 the
    /// defender, each adds his SP to his d10.
    fn race(&mut self, icing: bool, events: &mut Vec<Event>) {
        let roll = self.roll(&[
            TrayDie::NumberedD6,
            TrayDie::BlackD6,
            TrayDie::ColouredD10,
            TrayDie::WhiteD10,
        ]);
        let team = self.puck;
        let defence = team.other();
        let attacker = roll.d6p().unwrap_or(1);
        let black = roll.face(TrayDie::BlackD6).unwrap_or(1);
        let sp = |t: Team, s: Slot| self.ratings(t, s).map_or(0, |r| r.sp);
        let offence_total = self.at(team, attacker).map(|_| {
            battles::single_d10(roll.face(TrayDie::ColouredD10).unwrap_or(0)) + sp(team, attacker)
        });
        let defence_total = self.at(defence, black).map(|_| {
            battles::single_d10(roll.face(TrayDie::WhiteD10).unwrap_or(0)) + sp(defence, black)
        });
        let goalie_plays = black == 6 && !self.pulled[defence];
        let lane = self.area.lane();
        let kind = if icing { "icing race" } else { "dump-in race" };
        let won = match (offence_total, defence_total) {
            (None, _) => Some(false),
            (Some(_), None) if goalie_plays => Some(false),
            (Some(_), None) => Some(true),
            (Some(o), Some(d)) if o > d => Some(true),
            (Some(o), Some(d)) if o < d => Some(false),
            _ => None,
        };
        self.log_roll(
            &roll,
            format!(
                "{kind}: {} against {}: {}",
                offence_total.map_or("nobody".into(), |t| t.to_string()),
                if goalie_plays && defence_total.is_none() {
                    "the goalie".into()
                } else {
                    defence_total.map_or("nobody".into(), |t| t.to_string())
                },
                match won {
                    Some(true) => "the attacker gets there first",
                    Some(false) => "the defence gets there first",
                    None => "a tie",
                }
            ),
            events,
        );
        match (icing, won) {
            (_, Some(true)) => {
                let area = Area::Offensive(lane, Level::One);
                self.give_puck(team, attacker, area, events);
            }
            (true, Some(false)) if goalie_plays => {
                // The goalie plays it: no icing, his centre has it behind the net (R152).
                let slot = self.first_on_ice(defence, &[2, 1, 3]).unwrap_or(4);
                self.give_puck(defence, slot, Area::Defensive(Lane::Middle), events);
            }
            (true, _) if self.audit_fixed() => {
                // Icing: the draw is where the puck was iced from (L2121-2125).
                let spot = self.spot_at(team, self.area);
                self.whistle(Whistle::Icing, spot, events);
            }
            (true, _) => {
                let spot = self.spot_at(defence, Area::Offensive(lane.mirrored(), Level::Two));
                self.whistle(Whistle::Icing, spot, events);
            }
            (false, Some(false)) => match self.at(defence, black) {
                Some(_) => self.give_puck(defence, black, Area::Defensive(lane.mirrored()), events),
                None => {
                    let slot = [4, 5, 2]
                        .into_iter()
                        .find(|&s| self.at(defence, s).is_some())
                        .unwrap_or(1);
                    self.give_puck(defence, slot, Area::Defensive(lane.mirrored()), events)
                }
            },
            (false, None) => {
                let area = Area::Offensive(lane, Level::One);
                self.loose(LooseAt::Spot { frame: team, area }, events);
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Weird plays (R131-R133, A10, A11)

impl FourthStreet {
    fn weird_play(&mut self, events: &mut Vec<Event>) {
        let roll = self.roll(&[
            TrayDie::BlackD6,
            TrayDie::WhiteD6,
            TrayDie::D20,
            TrayDie::NumberedD6,
        ]);
        let sum = roll.d6_total().unwrap_or(7);
        let d20 = roll.d20().unwrap_or(20);
        let d6p = roll.d6p().unwrap_or(1);
        let team = self.puck;
        let defence = team.other();
        let slot = self
            .carrier
            .filter(|&s| self.at(team, s).is_some())
            .or_else(|| (1..=6).find(|&s| self.at(team, s).is_some()))
            .unwrap_or(2);
        self.carrier = Some(slot);
        let carrier = self.at(team, slot).unwrap_or(0);
        let third = self.area.third();
        let top = weird_range(third, sum);
        let name = self.name_at(team, slot);
        if d20 > top {
            self.log_roll(
                &roll,
                format!("weird play: 2d6 {sum}, d20 {d20} misses 1-{top}: a loose puck"),
                events,
            );
            self.loose_where_played(events);
            return;
        }
        let story = weird_story(third, sum);
        self.log_roll(
            &roll,
            format!("weird play: 2d6 {sum}, d20 {d20} within 1-{top}: {story}"),
            events,
        );
        events.push(Event::Note(format!("{name}: {story}")));
        let here = self.area;
        let lane = here.lane();
        let spot_here = self.spot_at(team, here);
        match (third, sum) {
            (_, 2) => {
                self.count_shot(team, carrier, !self.pulled[defence]);
                self.goal(
                    team,
                    carrier,
                    Vec::new(),
                    true,
                    self.pulled[defence],
                    events,
                );
            }
            (Third::Offensive, 3 | 4) => {
                let rank = if sum == 3 { 4 } else { 3 };
                match self.resolve_recipient(team, slot, Recipient::Rank(rank)) {
                    Some(to) => self.give_puck(team, to, Area::Offensive(lane, Level::One), events),
                    None => self.loose_where_played(events),
                }
            }
            (_, 3 | 4) => {
                let rank = if sum == 3 { 4 } else { 3 };
                self.complete_move(Move::FarAhead, Some(Recipient::Rank(rank)), true, events);
            }
            (Third::Defensive, 5) => {
                let forecheckers = self.forecheckers(defence);
                match forecheckers.into_iter().max_by_key(|&s| {
                    (
                        self.ratings(defence, s).map_or(0, |r| r.ch),
                        std::cmp::Reverse(s),
                    )
                }) {
                    Some(s) => self.breakaway_for(defence, s, events),
                    None => self.loose_where_played(events),
                }
            }
            // With nobody at the d6p's number, the `_` arm below makes it a loose puck.
            (Third::Neutral, 5) | (_, 8)
                if third != Third::Offensive && self.at(defence, d6p).is_some() =>
            {
                self.then(Step::StealSpot {
                    stealer: d6p,
                    shoot: false,
                });
            }
            (Third::Offensive, 5) => {
                let fastest = (1..=6)
                    .filter(|&s| self.at(defence, s).is_some())
                    .max_by_key(|&s| {
                        (
                            self.ratings(defence, s).map_or(0, |r| r.sp),
                            std::cmp::Reverse(s),
                        )
                    });
                match fastest {
                    Some(s) => self.breakaway_for(defence, s, events),
                    None => self.loose_where_played(events),
                }
            }
            (Third::Defensive, 6) => self.weird_minor(team, Some(slot), "Delay of game", events),
            (Third::Neutral, 6) => self.whistle(
                Whistle::Offside,
                FaceOffSpot {
                    attacking: team,
                    area: Area::Neutral(lane),
                },
                events,
            ),
            (Third::Offensive, 6) => self.weird_shot(
                team,
                slot,
                Area::Offensive(Lane::Middle, Level::One),
                0,
                events,
            ),
            (Third::Neutral, 7) => match self.resolve_recipient(team, slot, Recipient::Rank(1)) {
                Some(to) => {
                    self.carrier = Some(to);
                    self.then(Step::RushChart);
                }
                None => self.loose_where_played(events),
            },
            (_, 7) | (Third::Neutral, 11) | (Third::Offensive, 11) => {
                self.whistle(Whistle::OutOfPlay, spot_here, events)
            }
            (Third::Offensive, 8) => self.weird_shot(team, slot, here, 10, events),
            (Third::Defensive, 9) => {
                self.goalie_pass(team, d20, events);
            }
            (Third::Neutral, 9) => {
                let at = self.loose_here();
                self.carrier = None;
                self.then(Step::Injury {
                    hurt: Hurt {
                        team,
                        player: carrier,
                        goalie: false,
                        certain: false,
                    },
                    then: AfterInjury::Loose(at),
                });
            }
            (Third::Offensive, 9) => {
                self.weird_minor(team, Some(slot), "Goaltender interference", events)
            }
            (Third::Defensive, 10) => self.weird_minor(team, None, "Too many men", events),
            (Third::Neutral, 10) => self.weird_minor(defence, None, "Too many men", events),
            (Third::Offensive, 10) | (Third::Neutral, 12) => {
                let d = self.named_defender(d6p, events);
                let name = if sum == 10 {
                    "High sticking"
                } else {
                    "Hooking"
                };
                self.weird_minor(defence, Some(d), name, events);
            }
            (Third::Defensive, 11) => {
                // Off a teammate's skate: credited to the d6p's opponent, no assists (A11).
                let scorer = (0..6)
                    .map(|i| (d6p + i - 1) % 6 + 1)
                    .find_map(|s| self.at(defence, s))
                    .unwrap_or(0);
                self.count_shot(defence, scorer, !self.pulled[team]);
                self.goal(defence, scorer, Vec::new(), true, self.pulled[team], events);
            }
            (Third::Defensive, 12) => {
                let at = self.loose_here();
                self.carrier = None;
                self.then(Step::Injury {
                    hurt: Hurt {
                        team,
                        player: carrier,
                        goalie: false,
                        certain: false,
                    },
                    then: AfterInjury::Loose(at),
                });
            }
            (Third::Offensive, 12) => {
                match self.resolve_recipient(team, slot, Recipient::Rank(1)) {
                    Some(to) => self.weird_shot(
                        team,
                        to,
                        Area::Offensive(Lane::Middle, Level::One),
                        0,
                        events,
                    ),
                    None => self.loose_where_played(events),
                }
            }
            _ => {
                self.loose_where_played(events);
            }
        }
    }

    fn breakaway_for(&mut self, team: Team, slot: Slot, events: &mut Vec<Event>) {
        let area = Area::Offensive(Lane::Middle, Level::One);
        self.give_puck(team, slot, area, events);
        let b = self.ratings(team, slot).map_or(0, |r| r.b);
        self.then(Step::ShotAim {
            shot: Shot {
                tack: u16::from(b),
                ..Shot::plain(team, slot, ShotKind::Breakaway, area)
            },
            blocker: Blocker::Nobody,
        });
    }

    fn weird_shot(
        &mut self,
        team: Team,
        slot: Slot,
        area: Area,
        tack: u16,
        events: &mut Vec<Event>,
    ) {
        self.give_puck(team, slot, area, events);
        self.then(Step::ShotAim {
            shot: Shot {
                team,
                shooter: slot,
                kind: ShotKind::Wrist,
                area,
                tack,
                rebound: false,
                centre: false,
                shootout: false,
            },
            blocker: Blocker::Nobody,
        });
    }

    /// A minor from a weird play: on the player at `slot`, or a bench minor.
    fn weird_minor(
        &mut self,
        team: Team,
        slot: Option<Slot>,
        name: &'static str,
        events: &mut Vec<Event>,
    ) {
        let before = self.reducing_now();
        let (slot, on_server) = match slot.filter(|&s| self.at(team, s).is_some()) {
            Some(s) => (s, true),
            None => (
                (1..=5).find(|&s| self.at(team, s).is_some()).unwrap_or(1),
                false,
            ),
        };
        if let Some(server) = self.at(team, slot) {
            self.assess(
                Call {
                    team,
                    server,
                    slot,
                    kind: PenaltyKind::Minor,
                    name,
                    reduces: true,
                    on_server,
                },
                events,
            );
        }
        self.count_power_plays(before);
        let lane = self.area_lane_for(team.other());
        self.strengths_changed(events);
        let spot = self.spot_at(team.other(), Area::Offensive(lane, Level::Two));
        self.whistle(Whistle::Penalty, spot, events);
    }
}

/// The top of the d20 range that confirms each weird play (A11; the D-zone 2-5 rows are the
/// text's).
fn weird_range(third: Third, sum: u8) -> u8 {
    const D: [u8; 11] = [1, 20, 20, 5, 6, 10, 8, 6, 4, 3, 2];
    const N: [u8; 11] = [2, 20, 20, 6, 10, 8, 6, 5, 4, 3, 2];
    const O: [u8; 11] = [3, 20, 20, 5, 8, 10, 6, 5, 4, 3, 2];
    let row = usize::from(sum.clamp(2, 12) - 2);
    match third {
        Third::Defensive => D[row],
        Third::Neutral => N[row],
        Third::Offensive => O[row],
    }
}

fn weird_story(third: Third, sum: u8) -> &'static str {
    match (third, sum) {
        (Third::Defensive, 2) => "a long pass misses everyone and hops into the far net",
        (Third::Neutral, 2) => "a dump from the red line skips past the goalie",
        (Third::Offensive, 2) => "a pass in front goes in off a defender's skate",
        (Third::Offensive, 3) => "a pass to Ⓓ down low",
        (Third::Offensive, 4) => "a pass to Ⓒ down low",
        (_, 3) => "a long pass △ to Ⓓ",
        (_, 4) => "a long pass △ to Ⓒ",
        (Third::Defensive, 5) => "he trips and loses the puck to a forechecker",
        (Third::Neutral, 5) => "the pass hits an official and an opponent takes it",
        (Third::Offensive, 5) => "he loses it at the line: a breakaway the other way",
        (Third::Defensive, 6) => "the puck goes over the glass: delay of game",
        (Third::Neutral, 6) => "a late offside whistle",
        (Third::Offensive, 6) => "a carom off the end boards comes straight back to him",
        (Third::Defensive, 7) => "the puck hits an official: play stops",
        (Third::Neutral, 7) => "a stretch pass springs Ⓐ",
        (Third::Offensive, 7) => "the net comes off its moorings",
        (Third::Defensive, 8) | (Third::Neutral, 8) => "his stick breaks and an opponent steals",
        (Third::Offensive, 8) => "the goalie loses his stick: a shot at once, +10",
        (Third::Defensive, 9) => "the goalie plays it behind the net",
        (Third::Neutral, 9) => "he is caught between two checkers",
        (Third::Offensive, 9) => "goaltender interference",
        (Third::Defensive, 10) => "too many men on the ice for his team",
        (Third::Neutral, 10) => "too many men on the ice for the defence",
        (Third::Offensive, 10) => "a high stick on him",
        (Third::Defensive, 11) => "it goes in off a teammate's skate: an own goal",
        (Third::Neutral, 11) => "the puck flies over the glass",
        (Third::Offensive, 11) => "the puck lands on top of the net",
        (Third::Defensive, 12) => "he loses an edge into the boards",
        (Third::Neutral, 12) => "he is hooked down",
        _ => "a carom off the glass to Ⓐ in front, who shoots at once",
    }
}

// ---------------------------------------------------------------------------------------------
// Periods, overtime, the shootout

impl FourthStreet {
    fn end_period(&mut self, events: &mut Vec<Event>) {
        let period = self.clock.period;
        events.push(Event::PeriodEnds { period });
        self.out
            .retain(|o| matches!(o.length, InjuryLength::RestOfGame | InjuryLength::SatOut));
        for team in Team::BOTH {
            if self.pulled[team] {
                self.pulled[team] = false;
                self.extra_attacker[team] = None;
                events.push(Event::GoalieBack(team));
            }
        }
        if self.options.hot_cold_goalies {
            for team in Team::BOTH {
                let g = usize::from(self.in_net[team]);
                let against = self.players[team].goalies[g].goals_against;
                if period == 2 && self.in_net[team] == self.starter[team] && against == 0 {
                    self.form[team] = GoalieForm::Hot;
                    events.push(Event::GoalieForm {
                        team,
                        hot: true,
                        cold: false,
                    });
                }
                let scored_this_period = self
                    .box_score
                    .periods
                    .get(usize::from(period - 1))
                    .is_some_and(|p| p[team.other()].goals > 0);
                if self.form[team] == GoalieForm::Cold
                    && self.cold_since[team] < period
                    && !scored_this_period
                {
                    self.form[team] = GoalieForm::Normal;
                    events.push(Event::GoalieForm {
                        team,
                        hot: false,
                        cold: false,
                    });
                }
            }
        }
        let score = self.score();
        let tied = score.home == score.away;
        if period < REGULATION_PERIODS {
            self.start_period(period + 1, PERIOD_SECONDS, events);
        } else if !tied {
            let decided = if period == REGULATION_PERIODS {
                DecidedIn::Regulation
            } else {
                DecidedIn::Overtime
            };
            self.finish(decided, events);
        } else {
            match self.options.overtime {
                Overtime::Playoff => self.start_period(period + 1, PERIOD_SECONDS, events),
                Overtime::Shootout if period == REGULATION_PERIODS => {
                    self.start_period(period + 1, OVERTIME_SECONDS, events)
                }
                Overtime::Tie if period == REGULATION_PERIODS => {
                    self.start_period(period + 1, OVERTIME_SECONDS, events)
                }
                Overtime::Shootout => {
                    self.shootout = Some(ShootoutState::default());
                    self.box_score.shootout = Some(ByTeam::new(0, 0));
                    events.push(Event::Note("The shootout".into()));
                    self.then(Step::ShootoutShooter { team: Team::Away });
                }
                Overtime::Tie => self.finish(DecidedIn::Overtime, events),
            }
        }
    }

    fn start_period(&mut self, period: u8, seconds: u16, events: &mut Vec<Event>) {
        self.clock = Moment {
            period,
            left: seconds,
        };
        self.box_score.line(period, Team::Home);
        events.push(Event::PeriodStarts { period });
        self.penalties.retain(|p| p.left > 0);
        for team in Team::BOTH {
            self.shift_start[team] = self.clock;
        }
        // A fresh line starts the period (at 3 on 3 in overtime, A58).
        for team in Team::BOTH {
            let group = match self.wanted_group(team) {
                Group::Lines { .. } => {
                    let just = match self.group[team] {
                        Group::Lines { line, pair } => Some((line, pair)),
                        _ => None,
                    };
                    self.rotation(team, just)
                }
                g => g,
            };
            self.change_group(team, group, events);
        }
        let spot = self.centre_spot();
        self.whistle(Whistle::PeriodStart, spot, events);
    }

    fn finish(&mut self, decided_in: DecidedIn, events: &mut Vec<Event>) {
        let outcome = Outcome::from_score(self.box_score.final_score(), decided_in);
        events.push(Event::GameOver(outcome.clone()));
        self.outcome = Some(outcome);
        self.then(Step::Over);
    }

    /// Skaters who may shoot next for `team`: nobody twice until all have (A57).
    pub fn shooters_open(&self, team: Team) -> Vec<u8> {
        let Some(so) = &self.shootout else {
            return Vec::new();
        };
        let healthy: Vec<u8> = (0..self.sheets[team].skaters.len() as u8)
            .filter(|&p| {
                !self
                    .out
                    .iter()
                    .any(|o| o.team == team && o.player == p && !o.goalie)
            })
            .collect();
        let shots = |p: u8| {
            so.attempts
                .iter()
                .filter(|&&(t, s, _)| t == team && s == p)
                .count()
        };
        let fewest = healthy.iter().map(|&p| shots(p)).min().unwrap_or(0);
        healthy
            .into_iter()
            .filter(|&p| shots(p) == fewest)
            .collect()
    }

    /// The computer's shooter: the best B among those open (A57).
    pub fn best_shooter(&self, team: Team) -> u8 {
        self.shooters_open(team)
            .into_iter()
            .max_by_key(|&p| {
                let r = &self.skater(team, p).ratings;
                (r.b, std::cmp::Reverse(p))
            })
            .unwrap_or(0)
    }

    fn shootout_shooter(&mut self, team: Team, player: u8, events: &mut Vec<Event>) {
        // The shooter takes the puck alone from centre: a breakaway with no block (A57).
        let slot = self.slot_of(team, player).unwrap_or_else(|| {
            self.on_ice[team][1] = Some(player);
            2
        });
        let area = Area::Offensive(Lane::Middle, Level::One);
        self.puck = team;
        self.carrier = Some(slot);
        self.area = area;
        events.push(Event::Puck { team, player, area });
        let b = self.skater(team, player).ratings.b;
        self.then(Step::ShotAim {
            shot: Shot {
                team,
                shooter: slot,
                kind: ShotKind::Breakaway,
                area,
                tack: u16::from(b),
                rebound: false,
                centre: false,
                shootout: true,
            },
            blocker: Blocker::Nobody,
        });
    }

    fn shootout_result(&mut self, team: Team, shooter: u8, goal: bool, events: &mut Vec<Event>) {
        events.push(Event::ShootoutAttempt {
            team,
            shooter,
            goal,
        });
        let Some(so) = self.shootout.as_mut() else {
            return;
        };
        so.attempts.push((team, shooter, goal));
        if let Some(tally) = self.box_score.shootout.as_mut() {
            tally[team] += u16::from(goal);
        }
        let attempts = |t: Team| so.attempts.iter().filter(|a| a.0 == t).count();
        let goals = |t: Team| so.attempts.iter().filter(|a| a.0 == t && a.2).count();
        let (away_n, home_n) = (attempts(Team::Away), attempts(Team::Home));
        let (away_g, home_g) = (goals(Team::Away), goals(Team::Home));
        let rounds = SHOOTOUT_ROUNDS;
        let decided = if away_n <= rounds && home_n <= rounds {
            let away_left = rounds - away_n;
            let home_left = rounds - home_n;
            away_g > home_g + home_left || home_g > away_g + away_left
        } else {
            away_n == home_n && away_g != home_g
        };
        if decided {
            self.finish(DecidedIn::Shootout, events);
        } else {
            let next = if away_n > home_n {
                Team::Home
            } else {
                Team::Away
            };
            self.then(Step::ShootoutShooter { team: next });
        }
    }
}

/// "d6p 5", or "d6p 5 (the LD at 3 on 3)" when the face names a skater by its pair.
fn d6p_words(face: Slot, slot: Slot) -> String {
    if face == slot {
        format!("d6p {face}")
    } else {
        format!("d6p {face} (the {} at 3 on 3)", slot_name(slot))
    }
}

// ---------------------------------------------------------------------------------------------
// The computer manager and the game interface

impl FourthStreet {
    fn trailing_by(&self, team: Team) -> i32 {
        let s = self.score();
        i32::from(s[team.other()]) - i32::from(s[team])
    }

    fn late_third(&self, seconds: u16) -> bool {
        self.clock.period == REGULATION_PERIODS && self.clock.left <= seconds
    }

    /// The manager's standing orders (A25, A26, A40, A62), with the score effects of real
    /// hockey: a team with a lead sits back (one forechecker, aggressiveness -2, freezing on ✖,
    /// dump and chase), a team behind presses (three forecheckers, +2, puck possession), and
    /// both sit back when level in the third, playing for overtime, then press in it. On the cards, sitting back
    /// costs goals at both ends, so leads shrink: over 4,000 games this took games past
    /// regulation from 17.7% to 23.4% (docs/fourth-street-readings.md, section 9.1).
    pub fn manager_coaching(&self, team: Team) -> Coaching {
        let behind = self.trailing_by(team);
        let third = self.clock.period == REGULATION_PERIODS;
        let short = self.short_by_penalty(team);
        let sit_back = behind < 0 || (behind == 0 && third);
        let press = behind > 0 || self.is_overtime();
        let forecheckers = if short || sit_back {
            1
        } else if press {
            3
        } else {
            2
        };
        let aggressiveness = if sit_back {
            -2
        } else if press {
            2
        } else {
            0
        };
        let wild_cards = if sit_back {
            WildCardPlan::DumpAndChase
        } else if press {
            WildCardPlan::PuckPossession
        } else {
            WildCardPlan::Choose
        };
        Coaching {
            forecheckers,
            aggressiveness,
            wild_cards,
            freeze_on_cross: short || sit_back,
            game_plan: if self.may_set_game_plan() {
                Some(self.goalie(team.other()).quality.best_zone())
            } else {
                self.coaching[team].game_plan
            },
        }
    }

    /// The game plan is picked before the game begins (L1339-1349); versions 1-4 let it change
    /// at every stoppage.
    pub fn may_set_game_plan(&self) -> bool {
        self.may_set_coaching() && (!self.audit_fixed() || self.before_the_opening_draw())
    }

    fn before_the_opening_draw(&self) -> bool {
        self.clock.period == 1 && self.clock.elapsed() == 0
    }

    /// Pull the goalie down by one with 2:30 left, down by two with 4:00 (A61).
    fn manager_wants_pulled(&self, team: Team) -> bool {
        let behind = self.trailing_by(team);
        !self.is_overtime()
            && ((behind == 1 && self.late_third(150)) || (behind == 2 && self.late_third(240)))
    }

    /// Whether `team`, its goalie in net, trails late enough that the computer would pull him:
    /// auto-play stops when this opens for a side a person coaches (A61).
    pub fn pull_chance(&self, team: Team) -> bool {
        self.outcome.is_none()
            && self.shootout.is_none()
            && !self.pulled[team]
            && self.manager_wants_pulled(team)
    }

    /// Whether a coach may pull or return his goalie now: at a face-off or when his team has
    /// the puck (A61), never in the shootout.
    pub fn may_change_goalie(&self, team: Team) -> bool {
        self.shootout.is_none()
            && self.outcome.is_none()
            && match self.step {
                Step::FaceOff(_) => true,
                Step::Action => self.puck == team,
                _ => false,
            }
    }

    /// Whether standing orders may change now: at a stoppage (A26).
    pub fn may_set_coaching(&self) -> bool {
        self.outcome.is_none() && matches!(self.step, Step::FaceOff(_))
    }

    /// What the computer manager does for `team` now, if anything.
    pub fn manager_choice(&self, team: Team) -> Option<Action> {
        if self.outcome.is_some() {
            return None;
        }
        match &self.step {
            Step::WildCard(_) if self.puck == team => {
                return Some(Action::WildCard {
                    team,
                    action: self.computer_wild_card(),
                });
            }
            Step::PassChoice { .. } if self.puck == team => {
                let slot = self.carrier.unwrap_or(2);
                let to = self.recipients(team, slot).first().copied().unwrap_or(1);
                return Some(Action::PassTo { team, slot: to });
            }
            Step::ShootoutShooter { team: t } if *t == team => {
                return Some(Action::Shooter {
                    team,
                    player: self.best_shooter(team),
                });
            }
            _ => {}
        }
        if self.may_set_coaching() {
            let wanted = self.manager_coaching(team);
            if wanted != self.coaching[team] {
                return Some(Action::SetCoaching {
                    team,
                    coaching: wanted,
                });
            }
        }
        if self.may_change_goalie(team) {
            let wants = self.manager_wants_pulled(team);
            if wants && !self.pulled[team] {
                return Some(Action::PullGoalie(team));
            }
            if !wants && self.pulled[team] {
                return Some(Action::ReturnGoalie(team));
            }
        }
        None
    }

    /// Rolls for the step at hand and resolves it.
    fn step(&mut self, events: &mut Vec<Event>) {
        match self.step.clone() {
            Step::FaceOff(spot) => self.face_off(spot, events),
            Step::Action => self.action(events),
            Step::ShotAim { shot, blocker } => self.shot_aim(shot, blocker, events),
            Step::ShotGoalie(on) => self.shot_part_two(on, events),
            Step::RushChart => self.rush_chart(events),
            Step::Rush(rush) => self.rush(rush, events),
            Step::LoosePuck { at, repeat } => self.loose_puck(at, repeat, events),
            Step::PenaltyChart {
                offence,
                offender,
                defender,
            } => self.penalty_chart(offence, offender, defender, events),
            Step::Injury { hurt, then } => self.injury(hurt, then, events),
            Step::WeirdPlay => self.weird_play(events),
            Step::StealSpot { stealer, shoot } => self.steal_spot(stealer, shoot, events),
            Step::Assist { second } => self.assist(second, events),
            Step::EmptyNetIce => self.empty_net_ice(events),
            Step::IcingRace => self.race(true, events),
            Step::DumpInRace => self.race(false, events),
            Step::WildCard(_)
            | Step::PassChoice { .. }
            | Step::ShootoutShooter { .. }
            | Step::Over => {}
        }
        self.after_step(events);
    }

    /// Between plays: the end of the period at 0:00 (A31), else any line change due (A29).
    fn after_step(&mut self, events: &mut Vec<Event>) {
        if self.outcome.is_some() || self.shootout.is_some() {
            return;
        }
        if Self::starts_a_play(&self.step) {
            if self.clock.left == 0 {
                self.end_period(events);
            } else {
                self.line_changes(events);
            }
        }
    }

    /// Whether the step at hand waits for a coach rather than a roll.
    pub fn waiting_for(&self) -> Option<Team> {
        match self.step {
            Step::WildCard(_) | Step::PassChoice { .. } => Some(self.puck),
            Step::ShootoutShooter { team } => Some(team),
            _ => None,
        }
    }
}

impl Game for FourthStreet {
    const ID: GameId = GameId::FourthStreet;
    const RULES_VERSION: u16 = BENCH_VERSION;
    type Options = Options;
    type Action = Action;
    type Event = Event;
    type View = FourthStreet;
    type Error = RuleError;

    fn check_options(options: &Options) -> Result<(), String> {
        crate::games::team_check::check_picks(&options.teams, crate::league::Needs::SIM)
    }

    fn new(mut options: Options, seed: u64) -> Self {
        options.teams =
            crate::games::team_check::playable_picks(options.teams, crate::league::Needs::SIM);
        let sheets = ByTeam::new(
            sheet_for(&options.teams[Team::Home]),
            sheet_for(&options.teams[Team::Away]),
        );
        FourthStreet::with_sheets(options, sheets, seed)
    }

    fn with_rules_version(mut options: Options, seed: u64, rules_version: u16) -> Self {
        options.teams =
            crate::games::team_check::playable_picks(options.teams, crate::league::Needs::SIM);
        let sheets = ByTeam::new(
            sheet_for_version(&options.teams[Team::Home], rules_version),
            sheet_for_version(&options.teams[Team::Away], rules_version),
        );
        let mut game = FourthStreet::with_sheets(options, sheets, seed);
        game.rules_version = rules_version;
        game
    }

    fn options(&self) -> &Options {
        &self.options
    }

    fn legal_actions(&self, seat: Team) -> Vec<Action> {
        let mut legal = Vec::new();
        if self.outcome.is_some() {
            return legal;
        }
        match &self.step {
            Step::WildCard(_) => {
                if seat == self.puck {
                    legal.extend(
                        self.wild_options()
                            .into_iter()
                            .map(|action| Action::WildCard { team: seat, action }),
                    );
                }
                return legal;
            }
            Step::PassChoice { .. } => {
                if seat == self.puck {
                    let passer = self.carrier.unwrap_or(0);
                    legal.extend(
                        (1..=6)
                            .filter(|&s| s != passer && self.at(seat, s).is_some())
                            .map(|slot| Action::PassTo { team: seat, slot }),
                    );
                }
                return legal;
            }
            Step::ShootoutShooter { team } => {
                if *team == seat {
                    legal.extend(
                        self.shooters_open(seat)
                            .into_iter()
                            .map(|player| Action::Shooter { team: seat, player }),
                    );
                }
                return legal;
            }
            Step::Over => return legal,
            _ => legal.push(Action::Roll),
        }
        let d = self.deployment(seat);
        for line in 0..d.lines.len() as u8 {
            for pair in 0..d.pairs.len() as u8 {
                legal.push(Action::NextLines {
                    team: seat,
                    line,
                    pair,
                });
            }
        }
        if self.may_change_goalie(seat) {
            legal.push(if self.pulled[seat] {
                Action::ReturnGoalie(seat)
            } else {
                Action::PullGoalie(seat)
            });
        }
        if self.may_play_lines_on_special_teams(seat) {
            legal.push(Action::LinesOnSpecialTeams { team: seat });
        }
        legal.extend(
            self.extra_attackers(seat)
                .into_iter()
                .map(|player| Action::ExtraAttacker { team: seat, player }),
        );
        legal.extend(
            self.penalty_servers(seat)
                .into_iter()
                .map(|player| Action::PenaltyServer { team: seat, player }),
        );
        legal
    }

    fn apply(&mut self, action: &Action) -> Result<Vec<Event>, RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::GameOver);
        }
        let mut events = Vec::new();
        match action {
            Action::Roll => {
                if self.waiting_for().is_some() {
                    return Err(RuleError::DecisionPending);
                }
                self.step(&mut events);
            }
            Action::SetCoaching { team, coaching } => {
                if !coaching.is_valid() {
                    return Err(RuleError::BadCoaching);
                }
                if !self.may_set_coaching() {
                    return Err(RuleError::NotAStoppage);
                }
                if coaching.game_plan != self.coaching[*team].game_plan && !self.may_set_game_plan()
                {
                    return Err(RuleError::GamePlanIsSet);
                }
                if coaching.forecheckers != self.coaching[*team].forecheckers {
                    // A count sends the lowest-numbered forwards again.
                    self.forecheck_orders[*team] = None;
                }
                self.coaching[*team] = *coaching;
                events.push(Event::Coaching {
                    team: *team,
                    coaching: *coaching,
                });
            }
            Action::WildCard { team, action } => {
                let Step::WildCard(roll) = self.step.clone() else {
                    return Err(RuleError::NotYourDecision);
                };
                if *team != self.puck {
                    return Err(RuleError::NotYourDecision);
                }
                if !self.wild_options().contains(action) {
                    return Err(RuleError::BadWildCard);
                }
                events.push(Event::Note(format!(
                    "{} plays the wild card as {}",
                    team_code(self, *team),
                    action.code()
                )));
                self.resolve_wild(*action, &roll, &mut events);
                self.after_step(&mut events);
            }
            Action::PassTo { team, slot } => {
                let Step::PassChoice { result, .. } = self.step.clone() else {
                    return Err(RuleError::NotYourDecision);
                };
                if *team != self.puck {
                    return Err(RuleError::NotYourDecision);
                }
                if Some(*slot) == self.carrier || self.at(*team, *slot).is_none() {
                    return Err(RuleError::BadPassTarget);
                }
                self.pass_chosen(result, *slot, &mut events);
                self.after_step(&mut events);
            }
            Action::NextLines { team, line, pair } => {
                let d = self.deployment(*team);
                if usize::from(*line) >= d.lines.len() || usize::from(*pair) >= d.pairs.len() {
                    return Err(RuleError::NoSuchLine);
                }
                self.next_lines[*team] = Some((*line, *pair));
            }
            Action::PullGoalie(team) => {
                if !self.may_change_goalie(*team) || self.pulled[*team] {
                    return Err(RuleError::CannotPullGoalie);
                }
                self.pulled[*team] = true;
                self.extra_attacker[*team] = None;
                events.push(Event::GoaliePulled(*team));
                self.set_lineup(*team);
            }
            Action::ReturnGoalie(team) => {
                if !self.may_change_goalie(*team) || !self.pulled[*team] {
                    return Err(RuleError::CannotPullGoalie);
                }
                self.pulled[*team] = false;
                self.extra_attacker[*team] = None;
                events.push(Event::GoalieBack(*team));
                self.set_lineup(*team);
                self.keep_carrier();
            }
            Action::SetLineup { team, lineup } => {
                let in_play = self.may_recombine();
                self.set_coach_lineup(*team, lineup)?;
                events.push(if in_play {
                    Event::Note(format!(
                        "{} coach makes up new lines for his next change",
                        team_code(self, *team)
                    ))
                } else {
                    Event::LineupSet {
                        team: *team,
                        goalie: lineup.goalie,
                    }
                });
            }
            Action::ShootoutGoalie { team, goalie } => {
                if !self.shootout_goalies(*team).contains(goalie) {
                    return Err(RuleError::BadShootoutGoalie);
                }
                if self.in_net[*team] != *goalie {
                    // A fresh goalie: neither hot nor cold, and no goals against him yet.
                    self.in_net[*team] = *goalie;
                    self.form[*team] = GoalieForm::Normal;
                    self.goals_against_at[*team].clear();
                }
                events.push(Event::ShootoutGoalie {
                    team: *team,
                    goalie: *goalie,
                });
            }
            Action::SpecialUnits { team, units } => {
                self.set_coach_units(*team, units)?;
                if std::mem::take(&mut self.lines_on_special_teams[*team]) {
                    // Units again: they go out at once if the strengths call for them.
                    self.strengths_changed(&mut events);
                }
                events.push(Event::UnitsSet { team: *team });
            }
            Action::SitOut(out) => events.push(self.sit_out(*out)?),
            Action::ExtraAttacker { team, player } => {
                self.send_extra_attacker(*team, *player, &mut events)?;
            }
            Action::PenaltyServer { team, player } => {
                self.name_server(*team, *player, &mut events)?;
            }
            Action::LinesOnSpecialTeams { team } => {
                self.play_lines_on_special_teams(*team, &mut events)?;
                events.push(Event::LinesOnSpecialTeams { team: *team });
            }
            Action::Forecheckers { team, slots } => {
                self.set_forecheckers(*team, slots)?;
                events.push(Event::Forecheckers {
                    team: *team,
                    slots: slots.clone(),
                });
            }
            Action::Shooter { team, player } => {
                let Step::ShootoutShooter { team: due } = self.step else {
                    return Err(RuleError::NotYourDecision);
                };
                if due != *team {
                    return Err(RuleError::NotYourDecision);
                }
                if !self.shooters_open(*team).contains(player) {
                    return Err(RuleError::BadShooter);
                }
                self.shootout_shooter(*team, *player, &mut events);
            }
        }
        Ok(events)
    }

    fn view(&self, _viewer: Viewer) -> FourthStreet {
        self.clone()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }

    fn describe(&self, event: &Event) -> String {
        super::describe::describe(self, event)
    }
}
