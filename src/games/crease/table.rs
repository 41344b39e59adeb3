//! What the Inside the Crease table reads off a game: who decides now (a person coaching, or the
//! computer manager), each player's status and box-score line, the strength on the ice, where
//! the pawn sits, the moments in a step that auto-play may stop at, and the Fast Action Card
//! laid out front and back in the card's own words, with the parts a flip read.
//!
//! Everything here reads the public state of [`Crease`]; nothing changes a game.

use super::fac::{
    self, AssistCheck, Breakaway, Claim, DumpIn, Fac, FaceOff, LoosePuck, PassNote, PenaltyCheck,
    PenaltyName, PenaltyVariant, ShootoutResult, ShotNote, ShotStopKind, StopKind,
};
use super::rules::{Crease, REGULATION_PERIODS, Until};
use super::state::{Action, Coach, Event, PenaltyKind, Pending, Section, ShotKind};
use super::{ShotType, Slot};
use crate::engine::score::BoxScore;
use crate::engine::{ByTeam, Game, Team};
use crate::games::sim::{self, Decision, Decisions, Moment, Roster, Scoreboard, SimPlay};

/// Where a skater is, for the line-ups and the benches.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SkaterStatus {
    OnIce(Slot),
    Bench,
    /// Serving (or waiting to serve) a penalty: its kind and the 20-second steps left.
    InBox(PenaltyKind, u16),
    /// Shaken up (back at the next change), or hurt for the period or the game.
    Hurt(Until),
}

impl SkaterStatus {
    pub fn words(self) -> String {
        match self {
            SkaterStatus::OnIce(slot) => format!("on the ice ({})", slot.code()),
            SkaterStatus::Bench => String::new(),
            SkaterStatus::InBox(kind, left) => {
                format!(
                    "in the box, {} ({} left)",
                    kind.word(),
                    super::clock_text(left)
                )
            }
            SkaterStatus::Hurt(Until::NextChange) => "shaken up".into(),
            SkaterStatus::Hurt(Until::EndOfPeriod) => "hurt, out for the period".into(),
            SkaterStatus::Hurt(Until::EndOfGame) => "hurt, out for the game".into(),
            SkaterStatus::Hurt(Until::SatOut) => "sits out the game".into(),
        }
    }

    pub fn is_out(self) -> bool {
        matches!(self, SkaterStatus::InBox(..) | SkaterStatus::Hurt(_))
    }
}

/// One row of the penalty box.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoxEntry {
    /// `None`: the goalie's penalty, served by a teammate.
    pub player: Option<u8>,
    pub kind: PenaltyKind,
    pub left: u16,
    /// Takes a skater off the ice (coincidental majors and misconducts do not).
    pub reduces: bool,
}

impl Crease {
    pub fn skater_status(&self, team: Team, player: u8) -> SkaterStatus {
        if let Some(p) = self
            .penalties
            .iter()
            .find(|p| p.team == team && p.player == Some(player))
        {
            return SkaterStatus::InBox(p.kind, p.left);
        }
        if let Some(o) = self
            .out
            .iter()
            .find(|o| o.team == team && !o.goalie && o.player == player)
        {
            return SkaterStatus::Hurt(o.until);
        }
        match Slot::ALL
            .into_iter()
            .find(|&slot| self.at(team, slot) == Some(player))
        {
            Some(slot) => SkaterStatus::OnIce(slot),
            None => SkaterStatus::Bench,
        }
    }

    /// Whether a goalie of `team` (by index) is out hurt.
    pub fn goalie_hurt(&self, team: Team, goalie: u8) -> bool {
        self.out
            .iter()
            .any(|o| o.team == team && o.goalie && o.player == goalie)
    }

    /// The penalty box for `team`, oldest first.
    pub fn in_box(&self, team: Team) -> Vec<BoxEntry> {
        self.penalties
            .iter()
            .filter(|p| p.team == team)
            .map(|p| BoxEntry {
                player: p.player,
                kind: p.kind,
                left: p.left,
                reduces: p.reduces,
            })
            .collect()
    }

    /// "5 on 4" and the like, home first: the skaters the penalties leave each side (an extra
    /// attacker for a pulled goalie is not counted).
    pub fn strength_text(&self) -> String {
        sim::strength_text(ByTeam::from_fn(|t| self.strength(t)))
    }

    /// The team on the power play, if the penalties leave one side more skaters.
    pub fn power_play(&self) -> Option<Team> {
        sim::power_play(ByTeam::from_fn(|t| self.strength(t)))
    }

    /// The player with the puck, where the pawn sits: only while someone holds it (not at a
    /// face-off, a loose puck, a rebound or a stoppage).
    pub fn pawn(&self) -> Option<(Team, Slot)> {
        if self.outcome().is_some() || self.period == 0 {
            return None;
        }
        let held = matches!(
            self.pending,
            Pending::PassTo
                | Pending::AstPass { .. }
                | Pending::Shot { .. }
                | Pending::Breakaway
                | Pending::PenaltyShotCheck { .. }
        );
        (held && self.at(self.puck, self.carrier).is_some()).then_some((self.puck, self.carrier))
    }

    /// The FAC section the next flip is read in, if a flip comes next.
    pub fn next_section(&self) -> Option<Section> {
        Some(match self.pending {
            Pending::StartPeriod | Pending::Over => return None,
            Pending::FaceOff => Section::FaceOff,
            Pending::PassTo => Section::PassTo,
            Pending::AstPass { .. } => Section::AstPass,
            Pending::Shot { .. } => Section::Shot,
            Pending::Rebound { .. } => Section::Rebound,
            Pending::LoosePuck { .. } => Section::LoosePuck,
            Pending::Breakaway => Section::Breakaway,
            Pending::PenaltyShotCheck { .. } | Pending::Assists { .. } => Section::Assist,
            Pending::Penalty { .. }
            | Pending::GoaliePenalty { .. }
            | Pending::Fight { .. }
            | Pending::Injury { .. } => Section::Penalty,
            Pending::Shootout { .. } => Section::Shootout,
        })
    }

    fn slot_name(&self, team: Team, slot: Slot) -> String {
        self.at(team, slot)
            .map(|p| self.skater(team, p).name.clone())
            .unwrap_or_else(|| format!("the {}", slot.code()))
    }

    /// What the table is waiting for, in words.
    pub fn situation(&self) -> String {
        let team = |t: Team| self.team_name(t).to_string();
        match self.pending {
            Pending::StartPeriod if self.period == 0 => {
                "The opening face-off is next: step to drop the puck.".into()
            }
            Pending::StartPeriod => "The next period starts with a face-off.".into(),
            Pending::FaceOff => "Face-off next: the FO section decides it.".into(),
            Pending::PassTo => format!(
                "{} ({}) has the puck: the PASS TO section says where it goes.",
                self.slot_name(self.puck, self.carrier),
                team(self.puck)
            ),
            Pending::AstPass { passer } => format!(
                "{} sets up a teammate: the PASS TO section names the shooter.",
                self.slot_name(self.puck, passer)
            ),
            Pending::Shot {
                shooter,
                shot,
                kind,
            } => {
                let what = match kind {
                    ShotKind::Normal => format!("an {} shot", shot_words(shot)),
                    ShotKind::Breakaway => "a breakaway".into(),
                    ShotKind::PenaltyShot => "a penalty shot".into(),
                };
                format!(
                    "{} ({}) has {what}: the SHOT section is next.",
                    self.slot_name(self.puck, shooter),
                    team(self.puck)
                )
            }
            Pending::Rebound { .. } => "A rebound is loose: the REB section is next.".into(),
            Pending::LoosePuck { .. } => "A loose puck: the LOOSE PUCK section is next.".into(),
            Pending::Breakaway => format!(
                "{} picked off a giveaway: can they break away?",
                team(self.puck)
            ),
            Pending::PenaltyShotCheck { fouled } => format!(
                "{} was hauled down: a penalty shot?",
                self.slot_name(self.puck, fouled)
            ),
            Pending::Penalty {
                team: t, player, ..
            } => format!(
                "A penalty check on {} ({}).",
                self.skater(t, player).name,
                team(t)
            ),
            Pending::GoaliePenalty { team: t, .. } => {
                format!("A penalty check on the {} goalie.", team(t))
            }
            Pending::Fight {
                team: t, player, ..
            } => format!(
                "{} ({}) drops the gloves: who answers?",
                self.skater(t, player).name,
                team(t)
            ),
            Pending::Injury {
                team: t,
                player,
                goalie,
            } => {
                let who = if goalie {
                    self.cards[t]
                        .goalies
                        .get(usize::from(player))
                        .map_or_else(|| "the goalie".to_string(), |g| g.name.clone())
                } else {
                    self.skater(t, player).name.clone()
                };
                format!("Is {who} ({}) hurt? An injury check is next.", team(t))
            }
            Pending::Assists { .. } => "Checking the AST section for assists.".into(),
            Pending::Shootout { team: t } => format!("Shootout: {} shoot next.", team(t)),
            Pending::Over => "The game is over.".into(),
        }
    }

    /// Shootout attempts so far, in order: (team, shooter, scored).
    pub fn shootout_attempts(&self) -> Vec<(Team, u8, bool)> {
        self.shootout
            .as_ref()
            .map(|s| s.attempts.clone())
            .unwrap_or_default()
    }
}

impl Decisions for Crease {
    fn coaches(&self) -> ByTeam<Coach> {
        self.options().coaches
    }

    /// The next shootout shooter, the shootout's goalie (R102), the pull when trailing in the
    /// last 80 seconds (L310), and a power play's units or group kept on (R85).
    fn open_decisions(&self, team: Team) -> Vec<Decision> {
        let trailing = {
            let score = self.score();
            score[team] < score[team.other()]
        };
        [
            (self.outcome().is_none() && self.pending == Pending::Shootout { team })
                .then_some(Decision::ShootoutShooter),
            (!self.shootout_goalies(team).is_empty()).then_some(Decision::ShootoutGoalie),
            (self.may_pull_goalie(team) && trailing).then_some(Decision::PullGoalie),
            self.may_keep_group(team).then_some(Decision::SpecialTeams),
        ]
        .into_iter()
        .flatten()
        .collect()
    }

    /// Version 6 (CR-4): a person coaching the home side names his shootout goalie before the
    /// visitors' first attempt, so play waits for him then.
    fn waits_for(&self, team: Team) -> bool {
        self.open_decisions(team).into_iter().any(Decision::waits) || self.shootout_goalie_due(team)
    }

    fn manager_choice(&self, team: Team) -> Option<Action> {
        Crease::manager_choice(self, team)
    }
}

impl SimPlay for Crease {
    type Before = Pending;

    /// The rules the game plays, in words for the table: the book's (rules version 5 on) with
    /// any house rule named, or an older version's.
    fn rules_summary(&self) -> String {
        let version = self.rules_version();
        if version < super::rules::BOOK_VERSION {
            return format!("Rules version {version} (an older game, played as it was recorded)");
        }
        let options = self.options();
        let season = options.overtime == super::state::Overtime::Shootout;
        let mut house: Vec<&str> = Vec::new();
        if season && options.overtime_skaters == 3 {
            house.push("3-on-3 overtime");
        }
        if options.house.wide_note {
            house.push("FC0-1: WIDE");
        }
        if season && options.house.quick_overtime {
            house.push("quicker overtime");
        }
        if season && options.house.second_position {
            house.push("overtime passes to the second position");
        }
        if house.is_empty() {
            "The book's rules".to_string()
        } else {
            format!("The book's rules with house rules: {}", house.join(", "))
        }
    }

    fn step_action() -> Action {
        Action::Next
    }

    /// Whether the next card can be flipped (no shootout pick is due and the game goes on).
    fn can_step(&self) -> bool {
        self.outcome().is_none()
            && !matches!(self.pending, Pending::Shootout { .. } | Pending::Over)
    }

    fn before_step(&self) -> Pending {
        self.pending
    }

    /// The moments one step brought, for auto-play: `before` is what the step was read for,
    /// `self` the game after it. Play stops (a whistle) when a step leaves a face-off or a
    /// penalty or injury check to come; the checks that follow, a face-off flipped again and
    /// the assist checks after a goal are not new whistles.
    fn step_moments(&self, before: Pending, events: &[Event]) -> Vec<Moment> {
        let mut found: Vec<Moment> = events
            .iter()
            .filter_map(|event| match event {
                Event::Goal { .. } => Some(Moment::Goal),
                Event::PeriodEnds { .. } => Some(Moment::PeriodEnd),
                Event::GameOver(_) => Some(Moment::GameEnd),
                Event::ShootoutAttempt { .. } => Some(Moment::Whistle),
                _ => None,
            })
            .collect();
        let stopped = |p: Pending| {
            matches!(
                p,
                Pending::FaceOff
                    | Pending::Penalty { .. }
                    | Pending::GoaliePenalty { .. }
                    | Pending::Fight { .. }
                    | Pending::Injury { .. }
            )
        };
        let after_stop =
            stopped(before) || matches!(before, Pending::StartPeriod | Pending::Assists { .. });
        if found.is_empty() && stopped(self.pending) && !after_stop {
            found.push(Moment::Whistle);
        }
        found
    }

    fn player_boxes(&self) -> &ByTeam<sim::PlayerBoxes> {
        &self.players
    }

    fn team_name(&self, team: Team) -> &str {
        Crease::team_name(self, team)
    }

    /// The manager's decision now, else its pick for the next change.
    fn suggestion(&self, team: Team) -> String {
        let skater = |p: u8| &self.cards[team].skaters[usize::from(p)];
        let now = match self.manager_choice(team) {
            Some(Action::Shooter { player, .. }) => Some(format!(
                "send {} to shoot (SO {})",
                skater(player).name,
                skater(player).so
            )),
            Some(Action::PullGoalie(_)) => Some("pull the goalie for an extra attacker".into()),
            Some(Action::ReturnGoalie(_)) => Some("send the goalie back in".into()),
            Some(Action::SetStrategy { strategy, .. }) => Some(format!(
                "set forecheck {} and physical play {}",
                strategy.fc,
                strategy.phy.word()
            )),
            _ => None,
        };
        match now {
            Some(now) => format!("The computer would {now}."),
            None if matches!(self.pending, Pending::Shootout { .. }) => {
                "The computer would wait for the other side's shooter.".into()
            }
            None => {
                let (line, pair) = self.next_in_stack(team);
                format!(
                    "The computer would play on, and send line {} and pair {} at the next change.",
                    line + 1,
                    pair + 1
                )
            }
        }
    }

    fn abbreviation(&self, team: Team) -> &str {
        &self.cards[team].abbreviation
    }

    /// The scoreboard. The clock, strength and statuses show only while play is live: not
    /// before the opening face-off, in the shootout or once the game is over.
    fn scoreboard(&self) -> Scoreboard {
        let over = self.outcome().is_some();
        let in_shootout = self.shootout.is_some();
        let live = !over && self.period > 0 && !in_shootout;
        let power_play = if live { self.power_play() } else { None };
        let abbreviations = ByTeam::from_fn(|t| &*self.cards[t].abbreviation);
        let at = (self.period, REGULATION_PERIODS);
        let board = Scoreboard::at_period(self, self.score(), at, in_shootout);
        let shootout =
            in_shootout.then(|| sim::shootout_marks(&self.shootout_attempts(), abbreviations));
        if !live {
            return Scoreboard {
                shootout: shootout.unwrap_or_default(),
                ..board
            };
        }
        Scoreboard {
            clock: super::clock_text(self.clock),
            strength: self.strength_text(),
            power_play,
            status: ByTeam::from_fn(|team| {
                let delayed = self.delayed.is_some_and(|(t, _, _)| t == team);
                let more: &[&str] = if delayed { &["Delayed penalty"] } else { &[] };
                sim::status_text(team, power_play, self.pulled[team], more)
            }),
            ..board
        }
    }

    /// Skaters in card order.
    fn roster(&self, team: Team) -> Roster<'_> {
        self.cards[team].roster()
    }

    /// The bench's lines and pairs (a stand-in in a sat-out player's place) and whoever got on
    /// the ice; the goalies who played, then the starter and backup the bench names.
    fn dressed(&self, team: Team) -> Option<sim::Dressed> {
        let bench = &self.benches[team];
        let boxes = &self.players[team];
        let on_ice = &self.on_ice[team];
        let in_lines = |i: u8| {
            bench.forwards.iter().any(|l| l.contains(&i))
                || bench.pairs.iter().any(|p| p.contains(&i))
        };
        let skaters = (0..boxes.skaters.len())
            .map(|i| {
                let p = i as u8;
                in_lines(p)
                    || bench.ice_steps.get(i).is_some_and(|&s| s > 0)
                    || on_ice.contains(&Some(p))
                    || boxes.skaters[i] != sim::SkaterBox::default()
            })
            .collect();
        let played = |g: usize| {
            g == usize::from(self.in_net[team]) || boxes.goalies[g] != sim::GoalieBox::default()
        };
        let goalies = sim::Dressed::goalies(boxes.goalies.len(), played, &bench.goalies, |g| {
            self.sits_out(team, true, g as u8)
        });
        Some(sim::Dressed { skaters, goalies })
    }

    fn box_score(&self) -> &BoxScore {
        &self.box_score
    }

    fn notes(&self) -> &sim::GameNotes {
        &self.notes
    }

    /// The bench's 20-second steps on the ice (R83).
    fn ice_time(&self, team: Team) -> Option<Vec<u32>> {
        let steps = &self.benches[team].ice_steps;
        Some(steps.iter().map(|&s| u32::from(s) * 20).collect())
    }

    fn sit_out(out: sim::SitOut) -> Action {
        Action::SitOut(out)
    }

    fn team_sheet(&self, team: Team) -> Option<sim::TeamSheet> {
        let cards = &self.cards[team];
        Some(sim::TeamSheet {
            lineup: self.lineup(team),
            units: self.units_open().then(|| self.special_units(team)),
            skaters: cards.skaters.iter().map(|s| s.name.clone()).collect(),
            goalies: cards.goalies.iter().map(|g| g.name.clone()).collect(),
        })
    }

    fn has_team_sheet() -> bool {
        true
    }

    fn sheet_actions(team: Team, lineup: sim::Lineup, units: Option<sim::Units>) -> Vec<Action> {
        let units = units.map(|units| Action::SpecialUnits { team, units });
        std::iter::once(Action::SetLineup { team, lineup })
            .chain(units)
            .collect()
    }

    fn sheet_set(action: &Action) -> Option<(Team, sim::SheetPart)> {
        match action {
            Action::SetLineup { team, lineup } => {
                Some((*team, sim::SheetPart::Lineup(lineup.clone())))
            }
            Action::SpecialUnits { team, units } => {
                Some((*team, sim::SheetPart::Units(units.clone())))
            }
            _ => None,
        }
    }
}

fn shot_words(shot: ShotType) -> &'static str {
    shot.code()
}

/// The players named in some events (shooter, scorer, assists, penalised, hurt, in a battle),
/// for the line-ups' highlight.
pub fn named_players(events: &[Event]) -> Vec<(Team, u8)> {
    let mut named = Vec::new();
    for event in events {
        match event {
            Event::Play { team, player, .. }
            | Event::AstShot { team, player, .. }
            | Event::Assist { team, player }
            | Event::DelayedPenalty { team, player }
            | Event::KickedOut { team, player } => named.push((*team, *player)),
            Event::ShotOnGoal { team, shooter, .. }
            | Event::PenaltyShotAwarded { team, shooter }
            | Event::ShootoutAttempt { team, shooter, .. } => named.push((*team, *shooter)),
            Event::Goal {
                team,
                scorer,
                assists,
                ..
            } => named.extend(sim::goal_players(*team, *scorer, assists)),
            Event::Penalty {
                team,
                player: Some(p),
                ..
            } => named.push((*team, *p)),
            Event::Injury {
                team,
                player,
                goalie: false,
                ..
            } => named.push((*team, *player)),
            Event::Battle { off, def, .. } => {
                named.push((off.0, off.1));
                named.push((def.0, def.1));
            }
            _ => {}
        }
    }
    named
}

// ----- the Fast Action Card, laid out -----

/// The parts of a Fast Action Card, front and back (A1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FacPart {
    PassTo,
    PassStops,
    PassNumber,
    Shot,
    ShotStop,
    Rebound,
    ReboundNumber,
    LoosePuck,
    Breakaway,
    PenaltyNumber,
    PenaltyNames,
    FaceOff,
    DumpIn,
    Assist,
    Shootout,
}

impl FacPart {
    pub fn slug(self) -> &'static str {
        match self {
            FacPart::PassTo => "pass-to",
            FacPart::PassStops => "pass-stops",
            FacPart::PassNumber => "pass-number",
            FacPart::Shot => "shot",
            FacPart::ShotStop => "shot-stop",
            FacPart::Rebound => "reb",
            FacPart::ReboundNumber => "reb-number",
            FacPart::LoosePuck => "loose-puck",
            FacPart::Breakaway => "breakaway",
            FacPart::PenaltyNumber => "pen",
            FacPart::PenaltyNames => "pen-names",
            FacPart::FaceOff => "fo",
            FacPart::DumpIn => "dump-in",
            FacPart::Assist => "ast",
            FacPart::Shootout => "shootout",
        }
    }
}

/// One printed line of a card: its part, the label printed beside it and what it says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FacLine {
    pub part: FacPart,
    pub label: &'static str,
    pub text: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FacFaces {
    pub number: u8,
    pub front: Vec<FacLine>,
    pub back: Vec<FacLine>,
}

fn plus(n: u8) -> String {
    if n == 0 {
        String::new()
    } else {
        format!("+{n}")
    }
}

fn claim_text(claim: Claim) -> String {
    match claim {
        Claim::Player(side, slot) => format!("{} {}", side.code(), slot.code()),
        Claim::Battle {
            off,
            off_plus,
            def,
            def_plus,
        } => format!(
            "OFF {}{} vs DEF {}{}",
            off.code(),
            plus(off_plus),
            def.code(),
            plus(def_plus)
        ),
    }
}

fn stop_text(kind: StopKind, threshold: u8, strategy: bool) -> String {
    let (what, note) = match kind {
        StopKind::ForcedDumpIn(s) => (format!("FORCED DUMP IN IF {}", s.code()), "FC"),
        StopKind::Takeaway(s) => (format!("TAKEAWAY IF {}", s.code()), "FC"),
        StopKind::LoosePuck(s) => (format!("LOOSE PUCK IF {}", s.code()), "PHY"),
        StopKind::Interception(a, b) => (format!("INTERCEPTION IF {}+{}", a.code(), b.code()), ""),
        StopKind::Penalty(s) => (format!("PENALTY IF {}", s.code()), "PHY"),
    };
    if strategy && !note.is_empty() {
        format!("{what} {threshold} ({note})")
    } else {
        format!("{what} {threshold}")
    }
}

fn penalty_text(check: PenaltyCheck) -> String {
    match check {
        PenaltyCheck::GoaliePenalty => "GOALIE PENALTY ?".into(),
        PenaltyCheck::Number(n, variant) => match variant {
            PenaltyVariant::Plain => n.to_string(),
            PenaltyVariant::MinorIfMajor => format!("{n} + MINOR IF MAJOR"),
            PenaltyVariant::DoubleMinor => format!("{n} DOUBLE MINOR"),
            PenaltyVariant::OppPenAtLeast(k) => format!("{n} + OPP PEN {k} OR HIGHER"),
            PenaltyVariant::Opp => format!("{n} + OPP"),
            PenaltyVariant::HighestOpp => format!("{n} + HIGHEST OPP"),
        },
    }
}

fn penalty_name(name: PenaltyName) -> String {
    match name.fighting {
        Some(n) => format!("{} ({n})", name.name),
        None => name.name.to_string(),
    }
}

fn face_off_text(face_off: FaceOff) -> String {
    match face_off {
        FaceOff::Win {
            slot,
            plus: p,
            home_on_tie,
        } => format!(
            "{}{}, {}",
            slot.code(),
            if p == 0 {
                String::new()
            } else {
                format!(" +{p}")
            },
            if home_on_tie { "H" } else { "V" }
        ),
        FaceOff::KoHome => "KO HOME".into(),
        FaceOff::KoVis => "KO VIS".into(),
        FaceOff::KoHigh => "KO HIGH".into(),
        FaceOff::KoLow => "KO LOW".into(),
    }
}

fn dump_in_text(dump_in: DumpIn) -> String {
    match dump_in {
        DumpIn::GoalieLeavesFor(s) => format!("G LEAVES IT FOR {}", s.code()),
        DumpIn::DefenceChases(s) => format!("{} CHASES IT DOWN", s.code()),
        DumpIn::GoalieCovers => "G COVERS".into(),
        DumpIn::Battle {
            off,
            off_plus,
            def,
            def_plus,
        } => format!(
            "OFF {}{} vs DEF {}{}",
            off.code(),
            plus(off_plus),
            def.code(),
            plus(def_plus)
        ),
    }
}

fn breakaway_text(breakaway: Breakaway) -> String {
    match breakaway {
        Breakaway::NoBreak(s) => format!("NO BREAK, {}", s.code()),
        Breakaway::BreakIf {
            slot,
            threshold,
            strategy,
        } => format!(
            "{} BREAKS IF BRK {threshold}{}",
            slot.code(),
            if strategy { " (FC)" } else { "" }
        ),
        Breakaway::PenaltyShot(s) => format!("NO BREAK / PENALTY SHOT? {}", s.code()),
    }
}

/// Card `n` (1-200) laid out front and back, in the order the sections are printed, as a game
/// that reads the SHOT note or not reads it ([`Crease::reads_shot_note`]: version 4, and the
/// house rule from version 5; other games show the SHOT section without it).
pub fn fac_faces(n: u8, shot_note: bool) -> FacFaces {
    let card: &Fac = fac::card(n);
    let shot_note = match card.shot_note {
        Some(ShotNote::FcLowWide) if shot_note => " · FC0-1: WIDE",
        _ => "",
    };
    let line = |part, label, text: String| FacLine { part, label, text };
    let note = match card.pass_note {
        Some(PassNote::Fc3PassToAst) => " · FC3: PASS→AST",
        Some(PassNote::FcLowAstToPass) => " · FC0-1: AST→PASS",
        None => "",
    };
    let stops: Vec<String> = card
        .stops
        .iter()
        .flatten()
        .map(|s| stop_text(s.kind, s.threshold, s.strategy))
        .collect();
    let loose = match card.loose_puck {
        LoosePuck::Claim(claim) => claim_text(claim),
        LoosePuck::FaceOffInjury(side, slot) => {
            format!("FO: INJ? {} {}", side.code(), slot.code())
        }
    };
    let shot_stop = match card.shot_stop {
        Some(stop) => {
            let what = match stop.kind {
                ShotStopKind::Wide(s) => format!("WIDE SHOT IF {}", s.code()),
                ShotStopKind::Blocked(s) => format!("BLOCKED IF {}", s.code()),
            };
            format!(
                "{what} {}{}",
                stop.threshold,
                if stop.strategy { " (FC)" } else { "" }
            )
        }
        None => "none".into(),
    };
    let assist = match card.assist {
        AssistCheck::Rank(r) => fac::rank_word(r).to_string(),
        AssistCheck::Position(slot, k) => format!("{} {k}", slot.code()),
    };
    let shootout = match card.shootout {
        ShootoutResult::Number(k) => k.to_string(),
        ShootoutResult::Commentary(text) => text.to_string(),
    };
    FacFaces {
        number: card.number,
        front: vec![
            line(
                FacPart::PassTo,
                "PASS TO",
                format!("{} ({}){note}", card.pass_to.code(), card.pass_alt.code()),
            ),
            line(
                FacPart::PassStops,
                "STOPS",
                if stops.is_empty() {
                    "none".into()
                } else {
                    stops.join("; ")
                },
            ),
            line(
                FacPart::Shot,
                "SHOT",
                format!("{}{shot_note}", card.shot_number),
            ),
            line(FacPart::Rebound, "REB", claim_text(card.rebound)),
            line(FacPart::PenaltyNumber, "PEN", penalty_text(card.penalty)),
            line(FacPart::LoosePuck, "LOOSE PUCK", loose),
            line(
                FacPart::Breakaway,
                "BREAKAWAY",
                breakaway_text(card.breakaway),
            ),
        ],
        back: vec![
            line(
                FacPart::PassNumber,
                "PASS TO #",
                card.pass_number.to_string(),
            ),
            line(FacPart::ShotStop, "SHOT STOP", shot_stop),
            line(
                FacPart::ReboundNumber,
                "REB #",
                card.rebound_number.to_string(),
            ),
            line(
                FacPart::PenaltyNames,
                "PEN",
                format!(
                    "Minor: {} · Major: {}",
                    penalty_name(card.minor),
                    penalty_name(card.major)
                ),
            ),
            line(FacPart::FaceOff, "FO", face_off_text(card.face_off)),
            line(FacPart::DumpIn, "DUMP IN", dump_in_text(card.dump_in)),
            line(FacPart::Assist, "AST", assist),
            line(FacPart::Shootout, "SHOOTOUT", shootout),
        ],
    }
}

/// The parts of the card a flip read in `section` used, given the events of its step.
pub fn parts_read(section: Section, events: &[Event]) -> Vec<FacPart> {
    let any = |f: fn(&Event) -> bool| events.iter().any(f);
    let mut parts = match section {
        Section::FaceOff => vec![FacPart::FaceOff],
        Section::PassTo => vec![FacPart::PassTo, FacPart::PassStops],
        Section::AstPass => vec![FacPart::PassTo, FacPart::PassNumber],
        Section::Shot => vec![FacPart::Shot, FacPart::ShotStop],
        Section::Rebound => vec![FacPart::Rebound, FacPart::ReboundNumber],
        Section::LoosePuck => vec![FacPart::LoosePuck],
        Section::Breakaway => vec![FacPart::Breakaway],
        Section::Assist => vec![FacPart::Assist],
        Section::Burn => Vec::new(),
        Section::Penalty => vec![FacPart::PenaltyNumber],
        Section::Shootout => vec![FacPart::Shootout],
    };
    if section == Section::PassTo && any(|e| matches!(e, Event::Play { .. })) {
        parts.push(FacPart::PassNumber);
    }
    if section == Section::PassTo && any(|e| matches!(e, Event::DumpIn { .. })) {
        parts.push(FacPart::DumpIn);
    }
    if section == Section::Penalty && any(|e| matches!(e, Event::Penalty { .. })) {
        parts.push(FacPart::PenaltyNames);
    }
    if section == Section::Penalty && any(|e| matches!(e, Event::Injury { .. } | Event::NoInjury)) {
        // The injury chart is read by the same card's 1-40.
        parts.push(FacPart::PassNumber);
    }
    parts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Session;
    use crate::games::crease::Options;

    fn options(home: Coach, away: Coach) -> Options {
        Options {
            coaches: ByTeam::new(home, away),
            ..Options::default()
        }
    }

    /// Applies an action and returns the moments it brought.
    fn apply(session: &mut Session<Crease>, action: Action) -> Vec<Moment> {
        sim::apply_with_moments(session, action)
            .expect("a legal action")
            .1
    }

    /// Steps like the table: computer choices first, then a flip; the person's shootout picks
    /// go to the best shooter.
    fn play_out(session: &mut Session<Crease>) -> Vec<Moment> {
        let mut all = Vec::new();
        for _ in 0..100_000 {
            while let Some(choice) = session.state.computer_choice() {
                all.extend(apply(session, choice));
            }
            if session.state.outcome().is_some() {
                break;
            }
            if session.state.shootout_goalie_due(Team::Home) {
                let goalie = session.state.in_net[Team::Home];
                all.extend(apply(
                    session,
                    Action::ShootoutGoalie {
                        team: Team::Home,
                        goalie,
                    },
                ));
                continue;
            }
            if session.state.waits_for_person() {
                let Pending::Shootout { team } = session.state.pending else {
                    panic!("a person waits only for a shootout pick");
                };
                let player = session.state.best_shooter(team);
                all.extend(apply(session, Action::Shooter { team, player }));
                continue;
            }
            assert!(
                session.state.can_step(),
                "nobody waits, so the game can step"
            );
            all.extend(apply(session, Action::Next));
        }
        all
    }

    #[test]
    fn coached_games_end_and_their_moments_are_sane() {
        for seed in 0..12 {
            let mut session = Session::<Crease>::new(options(Coach::Person, Coach::Computer), seed);
            let moments = play_out(&mut session);
            let game = &session.state;
            assert!(game.outcome().is_some(), "seed {seed}: the game ends");
            sim::checks::finished_game(seed, &moments, game.score(), &game.player_lines());
        }
    }

    #[test]
    fn statuses_pawn_and_strength_follow_the_game() {
        let mut session = Session::<Crease>::new(options(Coach::Computer, Coach::Computer), 7);
        assert_eq!(
            session.state.pawn(),
            None,
            "no pawn before the opening face-off"
        );
        assert_eq!(session.state.strength_text(), "5 on 5");
        let mut saw_pawn = false;
        let mut saw_box = false;
        for _ in 0..3000 {
            if session.state.outcome().is_some() {
                break;
            }
            let action = session.state.computer_choice().unwrap_or(Action::Next);
            if !session.state.can_step() && action == Action::Next {
                break;
            }
            session.apply(action).unwrap();
            let g = &session.state;
            if let Some((team, slot)) = g.pawn() {
                saw_pawn = true;
                let p = g.at(team, slot).expect("the pawn sits on a player");
                assert_eq!(g.skater_status(team, p), SkaterStatus::OnIce(slot));
            }
            for team in Team::BOTH {
                for entry in g.in_box(team) {
                    if let Some(p) = entry.player {
                        saw_box = true;
                        assert!(g.skater_status(team, p).is_out());
                        // Line-ups are set again at the face-off (checks may come first).
                        if matches!(g.pending, Pending::FaceOff | Pending::PassTo) {
                            assert!(
                                !g.on_ice[team].contains(&Some(p)),
                                "a player in the box is off the ice at {:?}",
                                g.pending
                            );
                        }
                    }
                }
            }
            assert!(!g.situation().is_empty());
        }
        assert!(saw_pawn, "someone held the puck");
        assert!(saw_box, "someone went to the box");
    }

    #[test]
    fn the_table_names_the_rules_played() {
        let book = Crease::new(Options::default(), 1);
        assert_eq!(book.rules_summary(), "The book's rules");
        let options = Options {
            overtime_skaters: 3,
            house: crate::games::crease::HouseRules {
                wide_note: true,
                ..Default::default()
            },
            ..Options::default()
        };
        assert_eq!(
            Crease::new(options.clone(), 1).rules_summary(),
            "The book's rules with house rules: 3-on-3 overtime, FC0-1: WIDE"
        );
        let old = Crease::with_rules_version(options, 1, 4);
        assert!(old.rules_summary().starts_with("Rules version 4"));
    }

    #[test]
    fn every_card_lays_out_front_and_back() {
        for n in 1..=fac::CARDS as u8 {
            let faces = fac_faces(n, true);
            assert_eq!(faces.number, n);
            assert_eq!(faces.front.len(), 7);
            assert_eq!(faces.back.len(), 8);
            for line in faces.front.iter().chain(&faces.back) {
                assert!(!line.text.is_empty(), "card {n} {:?}", line.part);
            }
        }
        // Every part appears once on a card.
        let faces = fac_faces(1, true);
        let mut parts: Vec<FacPart> = faces
            .front
            .iter()
            .chain(&faces.back)
            .map(|l| l.part)
            .collect();
        parts.sort_by_key(|p| p.slug());
        parts.dedup();
        assert_eq!(parts.len(), 15);
    }

    #[test]
    fn the_parts_read_follow_the_section() {
        assert_eq!(parts_read(Section::FaceOff, &[]), vec![FacPart::FaceOff]);
        assert_eq!(parts_read(Section::Burn, &[]), Vec::<FacPart>::new());
        let dump = [Event::DumpIn { team: Team::Home }];
        assert!(parts_read(Section::PassTo, &dump).contains(&FacPart::DumpIn));
        assert!(parts_read(Section::Penalty, &[Event::NoInjury]).contains(&FacPart::PassNumber));
    }

    /// Prints the share-link codes the end-to-end tests open (tests/e2e/crease.mjs): a game
    /// coached on both sides stopped at its shootout's first pick, and one where the home coach
    /// trails with the goalie free to be pulled. Run it again when the engine changes games
    /// (with WRITE_E2E_FIXTURES=1 it writes them into tests/e2e/crease.mjs):
    /// `WRITE_E2E_FIXTURES=1 cargo test --lib crease::table::tests::e2e_fixtures -- --ignored`.
    #[test]
    #[ignore]
    fn e2e_fixtures() {
        let both = options(Coach::Person, Coach::Person);
        let shootout = (0..2000)
            .find_map(|seed| {
                let mut s = Session::<Crease>::new(both.clone(), seed);
                while s.state.can_step() {
                    s.apply(Action::Next).unwrap();
                }
                (s.state.pending == Pending::Shootout { team: Team::Away })
                    .then(|| (seed, s.record.encode()))
            })
            .expect("some seed goes to a shootout");
        println!("SHOOTOUT seed {} {}", shootout.0, shootout.1);
        let home = options(Coach::Person, Coach::Computer);
        let pull = (0..2000)
            .find_map(|seed| {
                let mut s = Session::<Crease>::new(home.clone(), seed);
                while s.state.can_step() && s.state.outcome().is_none() {
                    while let Some(choice) = s.state.computer_choice() {
                        s.apply(choice).unwrap();
                    }
                    let score = s.state.score();
                    if s.state.may_pull_goalie(Team::Home)
                        && score.home < score.away
                        && s.state.pending == Pending::FaceOff
                    {
                        return Some((seed, s.record.encode()));
                    }
                    s.apply(Action::Next).unwrap();
                }
                None
            })
            .expect("some seed has the home team trailing late");
        println!("PULL seed {} {}", pull.0, pull.1);
        if std::env::var_os("WRITE_E2E_FIXTURES").is_some() {
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/e2e/crease.mjs");
            let text = std::fs::read_to_string(path).expect("tests/e2e/crease.mjs");
            let lines: Vec<String> = text
                .lines()
                .map(|l| {
                    if l.starts_with("const SHOOTOUT_LINK = ") {
                        format!("const SHOOTOUT_LINK = \"{}\";", shootout.1)
                    } else if l.starts_with("const PULL_LINK = ") {
                        format!("const PULL_LINK = \"{}\";", pull.1)
                    } else {
                        l.to_string()
                    }
                })
                .collect();
            std::fs::write(path, lines.join("\n") + "\n").expect("write tests/e2e/crease.mjs");
        }
    }

    /// Issue 37 (CR-2, FS-4): auto-play stops at each decision of the shared list the book
    /// gives a coach (the shootout shooter, L248; the pull when trailing in the last 80
    /// seconds, L310; a power play's units, R85), for a side a person coaches only. The book
    /// has no shot chance, wild card or pass pick: no game reports them. The shootout goalie
    /// (L248) is open when the visitors' coach stops for his first shooter; for a home coach
    /// the computer's first attempt comes in the same action (CR-4), so no stop is tested here.
    #[test]
    fn auto_play_stops_at_each_coaching_decision_for_a_person_only() {
        use crate::games::sim::{Decision, checks};
        let home = ByTeam::new(Coach::Person, Coach::Computer);
        let away = ByTeam::new(Coach::Computer, Coach::Person);
        let options = |coaches: ByTeam<Coach>| options(coaches.home, coaches.away);
        for wanted in Decision::ALL {
            match wanted {
                Decision::ShootoutShooter | Decision::PullGoalie | Decision::SpecialTeams => {
                    checks::stops_for_a_person_only::<Crease>(wanted, options, home, 0..200);
                }
                Decision::ShootoutGoalie => {
                    let opened = (0..200).any(|seed| {
                        let mut session = Session::<Crease>::new(options(away), seed);
                        checks::autoplay_to(&mut session, Decision::ShootoutShooter).is_some()
                            && session
                                .state
                                .person_decisions()
                                .contains(&(Team::Away, wanted))
                    });
                    assert!(opened, "the visitors' coach may choose his shootout goalie");
                }
                Decision::Shot
                | Decision::WildCard
                | Decision::PassTarget
                | Decision::PenaltyServer => {
                    let mut session = Session::<Crease>::new(options(home), 0);
                    assert_eq!(
                        checks::autoplay_to(&mut session, wanted),
                        None,
                        "{wanted:?}"
                    );
                }
            }
        }
    }

    /// The share link tests/e2e/crease.mjs continues: a few steps before a person's team,
    /// trailing, may pull its goalie, one run of auto-play stops there (CR-2).
    #[test]
    fn the_browser_tests_pull_link_stops_auto_play_at_the_pull() {
        use crate::games::sim::{Decision, checks};
        checks::autoplay_fixture::<Crease>(
            "autoplay-crease.txt",
            &options(Coach::Person, Coach::Computer),
            0..200,
            Decision::PullGoalie,
        );
    }
}
