//! What the 4th Street Hockey table reads off a game: the scoreboard, each team's skaters on
//! the ice (slot, name, the puck, time on ice), the penalty box, the latest roll and its
//! reading, what the next roll is for in words, who decides now (a person coaching, or the
//! computer manager), the tokens the board draws, the moments auto-play may stop at and every
//! player's line in the box score.
//!
//! Everything here reads the public state of [`FourthStreet`] (and, for the roll's reading,
//! the events the engine logged); nothing changes a game.

use super::play::{Action, Event, OnTarget, PenaltyKind, Slot, Step, slot_name};
use super::rink::{Area, Lane, Level, Third};
use super::rules::{FourthStreet, Group, REGULATION_PERIODS};
use super::state::Coach;
use crate::engine::clock::{PeriodKind, period_label};
use crate::engine::dice::TrayRoll;
use crate::engine::score::BoxScore;
use crate::engine::{ByTeam, DecidedIn, Game, Session, Team};
use crate::games::sim::{self, Decision, Decisions, Moment, Roster, Scoreboard, SimPlay};
use std::cmp::Reverse;

/// One skater on the ice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OnIce {
    pub slot: Slot,
    /// "LW", "C", "RW", "LD", "RD", "extra skater".
    pub slot_name: &'static str,
    /// Roster index.
    pub player: u8,
    pub name: String,
    /// The position on his card ("D" playing LW is out of position).
    pub position: &'static str,
    pub has_puck: bool,
    /// Time on ice so far, "m:ss".
    pub toi: String,
}

/// One row of the penalty box.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoxEntry {
    pub team: Team,
    pub player: u8,
    pub name: String,
    /// "minor", "double minor", "major".
    pub kind: &'static str,
    /// Time left once it counts, "1:42".
    pub left: String,
    /// His team plays a man short for it.
    pub reduces: bool,
}

/// The latest roll as the tray shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RollShown {
    pub roll: TrayRoll,
    /// The rolls so far in the game: the tray's counter.
    pub serial: u32,
    /// The engine's reading of it, from its `Rolled` event.
    pub reading: String,
}

/// A token the board draws: a skater on the ice, in his own team's view of the rink.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TokenSpot {
    pub team: Team,
    pub slot: Slot,
    pub area: Area,
    pub has_puck: bool,
}

/// "m:ss" for a count of seconds.
pub fn minutes_text(seconds: u32) -> String {
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

fn penalty_word(kind: PenaltyKind) -> &'static str {
    match kind {
        PenaltyKind::Minor => "minor",
        PenaltyKind::DoubleMinor => "double minor",
        PenaltyKind::Major => "major",
    }
}

/// The d6p's slot names the wing lanes: 1 and 4 on the left, 3 and 5 on the right.
fn slot_lane(slot: Slot) -> Lane {
    match slot {
        1 | 4 => Lane::Left,
        3 | 5 => Lane::Right,
        _ => Lane::Middle,
    }
}

/// Which attacker a defender shadows on the board: wingers take the points on their side,
/// defencemen the wingers, centre the centre.
fn shadowed(slot: Slot) -> Slot {
    match slot {
        1 => 5,
        3 => 4,
        4 => 3,
        5 => 1,
        s => s,
    }
}

/// The same spot in the other team's view. Our defensive third is their offensive zone; the
/// board draws a defender there at level 2 of the lane.
fn seen_by_other(area: Area) -> Area {
    area.turned()
        .unwrap_or_else(|| Area::Offensive(area.lane().mirrored(), Level::Two))
}

impl FourthStreet {
    /// Whether the game is in its shootout.
    pub fn in_shootout(&self) -> bool {
        self.shootout.is_some()
    }

    /// The team on the power play, if penalties leave one side more skaters: the side with
    /// fewer penalties taking a man off.
    pub fn power_play(&self) -> Option<Team> {
        sim::power_play(ByTeam::from_fn(|t| Reverse(self.reducing(t))))
    }

    /// "1st", "OT", "SO", or the final's label.
    pub fn period_text(&self) -> String {
        match self.outcome() {
            Some(o) => match o.decided_in {
                DecidedIn::Regulation => "Final".into(),
                DecidedIn::Overtime => "Final (OT)".into(),
                DecidedIn::Shootout => "Final (SO)".into(),
            },
            None => {
                let kind = if self.in_shootout() {
                    PeriodKind::Shootout
                } else {
                    PeriodKind::Regulation
                };
                period_label(self.clock.period, REGULATION_PERIODS, kind)
            }
        }
    }

    fn shootout_text(&self) -> String {
        let Some(so) = &self.shootout else {
            return String::new();
        };
        sim::shootout_marks(
            &so.attempts,
            ByTeam::from_fn(|t| &*self.sheet(t).abbreviation),
        )
    }

    /// The slot of the skater with the puck, while someone holds it.
    pub fn holder(&self) -> Option<(Team, Slot)> {
        if self.outcome().is_some() {
            return None;
        }
        let slot = self.carrier?;
        self.at(self.puck, slot).map(|_| (self.puck, slot))
    }

    /// `team`'s skaters on the ice, by slot.
    pub fn on_ice_players(&self, team: Team) -> Vec<OnIce> {
        let holder = self.holder();
        (1..=6)
            .filter_map(|slot| {
                let player = self.at(team, slot)?;
                let card = self.skater(team, player);
                let toi = self.toi[team].get(usize::from(player)).copied();
                Some(OnIce {
                    slot,
                    slot_name: slot_name(slot),
                    player,
                    name: card.name.clone(),
                    position: card.position.code(),
                    has_puck: holder == Some((team, slot)),
                    toi: minutes_text(toi.unwrap_or(0)),
                })
            })
            .collect()
    }

    /// The goalie in net ("pulled" when the net is empty).
    pub fn goalie_text(&self, team: Team) -> String {
        let name = &self.goalie(team).name;
        if self.pulled[team] {
            format!("{name} (pulled)")
        } else {
            name.clone()
        }
    }

    /// The penalty box, both teams, in the order called.
    pub fn in_box(&self) -> Vec<BoxEntry> {
        self.penalties
            .iter()
            .map(|p| BoxEntry {
                team: p.team,
                player: p.player,
                name: self.skater(p.team, p.player).name.clone(),
                kind: penalty_word(p.kind),
                left: minutes_text(u32::from(p.left)),
                reduces: p.reduces,
            })
            .collect()
    }

    /// Players of `team` out hurt: name and how long.
    pub fn hurt(&self, team: Team) -> Vec<(String, &'static str)> {
        self.out
            .iter()
            .filter(|o| o.team == team)
            .map(|o| {
                let name = if o.goalie {
                    self.sheet(team)
                        .goalies
                        .get(usize::from(o.player))
                        .map_or_else(|| "the goalie".to_string(), |g| g.name.clone())
                } else {
                    self.skater(team, o.player).name.clone()
                };
                (name, o.length.words())
            })
            .collect()
    }

    /// The forward line and defence pair out now, and the ones going out at the next change
    /// (when a coach picked them), 0-based.
    pub fn lines_text(&self, team: Team) -> String {
        use super::rules::Group;
        let now = match self.group[team] {
            Group::Lines { line, pair } => format!("line {}, pair {}", line + 1, pair + 1),
            Group::PowerPlay => "the power-play unit".into(),
            Group::PenaltyKill => "the penalty killers".into(),
        };
        match self.next_lines[team] {
            Some((line, pair)) => format!(
                "On the ice: {now}. Next change: line {}, pair {} (the coach's pick).",
                line + 1,
                pair + 1
            ),
            None => format!("On the ice: {now}. Next change: by rotation."),
        }
    }

    fn name_at_slot(&self, team: Team, slot: Slot) -> String {
        self.at(team, slot)
            .map(|p| self.skater(team, p).name.clone())
            .unwrap_or_else(|| format!("the {}", slot_name(slot)))
    }

    fn carrier_name(&self) -> String {
        match self.carrier {
            Some(slot) => self.name_at_slot(self.puck, slot),
            None => "the carrier".into(),
        }
    }

    /// Where a face-off is held, in words.
    fn face_off_place(&self, attacking: Team, area: Area) -> String {
        if area.third() == Third::Neutral {
            if area == Area::CENTRE {
                "at centre ice".into()
            } else {
                format!("in the neutral zone ({})", area.name())
            }
        } else {
            // An end-zone spot as `attacking` sees it: the defending team's end.
            let end = match area.third() {
                Third::Offensive => attacking.other(),
                _ => attacking,
            };
            format!("in the {} end", self.sheet(end).abbreviation)
        }
    }

    /// What the next roll is for, or the decision play waits for, in words.
    pub fn step_words(&self) -> String {
        let code = |t: Team| self.sheet(t).abbreviation.clone();
        match &self.step {
            Step::FaceOff(spot) => format!(
                "Roll for the face-off {}.",
                self.face_off_place(spot.attacking, spot.area)
            ),
            Step::Action => format!(
                "Roll for {}'s puck action ({} in {}).",
                self.carrier_name(),
                code(self.puck),
                self.area.name()
            ),
            Step::WildCard(_) => format!(
                "Choose a wild-card action for {} ({}).",
                self.carrier_name(),
                code(self.puck)
            ),
            Step::PassChoice { .. } => format!(
                "Choose who takes {}'s pass ({}).",
                self.carrier_name(),
                code(self.puck)
            ),
            Step::ShotAim { shot, .. } => format!(
                "Roll for {}'s shot ({} from {}): is it blocked, where does it go?",
                self.name_at_slot(shot.team, shot.shooter),
                code(shot.team),
                shot.area.name()
            ),
            Step::ShotGoalie(OnTarget { shot, zone }) => format!(
                "Roll against {}'s card: {}'s shot at {}.",
                self.goalie(shot.team.other()).name,
                self.name_at_slot(shot.team, shot.shooter),
                zone.name()
            ),
            Step::RushChart => format!(
                "Roll the rush chart for {} ({}).",
                self.carrier_name(),
                code(self.puck)
            ),
            Step::Rush(_) => "Roll the rush: the strings, the blocker and the shot.".into(),
            Step::LoosePuck { repeat, .. } => {
                if *repeat {
                    "Roll for the loose puck again.".into()
                } else {
                    "Roll for the loose puck.".into()
                }
            }
            Step::PenaltyChart { offence, .. } => {
                format!("Roll the penalty chart ({} with the puck).", code(*offence))
            }
            Step::Injury { hurt, .. } => {
                let who = if hurt.goalie {
                    self.sheet(hurt.team)
                        .goalies
                        .get(usize::from(hurt.player))
                        .map_or_else(|| "the goalie".to_string(), |g| g.name.clone())
                } else {
                    self.skater(hurt.team, hurt.player).name.clone()
                };
                format!(
                    "Roll the injury chart: is {who} ({}) hurt?",
                    code(hurt.team)
                )
            }
            Step::WeirdPlay => "Roll for the weird play.".into(),
            Step::StealSpot { .. } => "Roll where the steal takes the puck.".into(),
            Step::Assist { second } => {
                if *second {
                    "Roll for the second assist.".into()
                } else {
                    "Roll for the first assist.".into()
                }
            }
            Step::EmptyNetIce => "Roll: does the icing slide into the empty net?".into(),
            Step::IcingRace => "Roll the icing race.".into(),
            Step::DumpInRace => "Roll the race for the dumped-in puck.".into(),
            Step::ShootoutShooter { team } => {
                format!("Choose the next shootout shooter for {}.", code(*team))
            }
            Step::Over => "The game is over.".into(),
        }
    }

    /// Whether the tray may be rolled now: the game goes on and no coach's decision waits.
    pub fn can_roll(&self) -> bool {
        self.outcome().is_none() && self.waiting_for().is_none() && self.step != Step::Over
    }

    /// Where the board draws every skater on the ice. The engine keeps only the puck's area
    /// (R41-R42: a defender is where the puck is, forecheckers only in the carrier's end), so
    /// the rest is a drawing: the carrier on the puck; the other attackers in their lanes (the
    /// forwards level with the puck, the defencemen at the points or behind the play); each
    /// defender on the attacker he shadows, and forecheckers deep while the puck is in the
    /// carrier's end.
    pub fn tokens(&self) -> Vec<TokenSpot> {
        let mut tokens = Vec::new();
        if self.outcome().is_some() {
            return tokens;
        }
        let offence = self.puck;
        let defence = offence.other();
        let puck_area = self.area;
        let holder = self.holder();
        let depth = match puck_area {
            Area::Defensive(_) => 0,
            Area::Neutral(_) => 1,
            Area::Offensive(_, level) => 5 - level.number(),
        };
        let attacker_area = |slot: Slot| -> Area {
            if holder == Some((offence, slot)) {
                return puck_area;
            }
            let lane = slot_lane(slot);
            match slot {
                // Forwards level with the play; in the offensive zone the centre goes to the
                // net and the wings to the faceoff circles.
                1..=3 => match depth {
                    0 => Area::Defensive(lane),
                    1 => Area::Neutral(lane),
                    _ if slot == 2 => Area::Offensive(lane, Level::One),
                    _ => Area::Offensive(lane, Level::Two),
                },
                // The extra skater in the slot.
                6 => match depth {
                    0 => Area::Neutral(lane),
                    _ => Area::Offensive(lane, Level::Two),
                },
                // Defencemen at the points, or back in their own end.
                _ => match depth {
                    0 | 1 => Area::Defensive(lane),
                    _ => Area::Offensive(lane, Level::Three),
                },
            }
        };
        for slot in 1..=6 {
            if self.at(offence, slot).is_some() {
                tokens.push(TokenSpot {
                    team: offence,
                    slot,
                    area: attacker_area(slot),
                    has_puck: holder == Some((offence, slot)),
                });
            }
        }
        let forecheckers = self.forecheckers(defence);
        for slot in 1..=6 {
            if self.at(defence, slot).is_none() {
                continue;
            }
            let covered = if self.at(offence, shadowed(slot)).is_some() {
                shadowed(slot)
            } else {
                2
            };
            let area = if forecheckers.contains(&slot) && depth == 0 {
                // Forechecking in the carrier's end: on the puck.
                seen_by_other(puck_area)
            } else {
                seen_by_other(attacker_area(covered))
            };
            tokens.push(TokenSpot {
                team: defence,
                slot,
                area,
                has_puck: false,
            });
        }
        tokens
    }

    /// The moments one action brought, for auto-play: a whistle (a stoppage, a shootout
    /// attempt), a goal, the end of a period, the end of the game.
    /// Whether `team` is on special teams with play stopped, so units its coach names go out
    /// at once (L258-260).
    pub fn units_go_now(&self, team: Team) -> bool {
        self.shootout.is_none()
            && self.may_set_coaching()
            && matches!(self.group[team], Group::PowerPlay | Group::PenaltyKill)
    }

    pub fn step_moments(events: &[Event]) -> Vec<Moment> {
        events
            .iter()
            .filter_map(|event| match event {
                Event::Goal { .. } => Some(Moment::Goal),
                Event::PeriodEnds { .. } => Some(Moment::PeriodEnd),
                Event::GameOver(_) => Some(Moment::GameEnd),
                Event::Whistle(_) | Event::ShootoutAttempt { .. } => Some(Moment::Whistle),
                _ => None,
            })
            .collect()
    }
}

impl Decisions for FourthStreet {
    fn coaches(&self) -> ByTeam<Coach> {
        self.options().coaches
    }

    /// The wild card, the ⊛ pass and the shootout shooter play waits for; the shootout's
    /// goalie (L2424); the pull once the team trails late (A61: when the computer would pull);
    /// special-teams units at the stoppage their power play starts (L333-335); and who serves a
    /// goalie's or bench minor, until the face-off (A52).
    fn open_decisions(&self, team: Team) -> Vec<Decision> {
        let waited = match self.step {
            Step::WildCard(_) => Decision::WildCard,
            Step::PassChoice { .. } => Decision::PassTarget,
            _ => Decision::ShootoutShooter,
        };
        let waiting =
            (self.outcome().is_none() && self.waiting_for() == Some(team)).then_some(waited);
        let units_now = self.units_go_now(team) && self.shift_start[team] == self.clock;
        [
            waiting,
            (!self.shootout_goalies(team).is_empty()).then_some(Decision::ShootoutGoalie),
            self.pull_chance(team).then_some(Decision::PullGoalie),
            units_now.then_some(Decision::SpecialTeams),
            (!self.penalty_servers(team).is_empty()).then_some(Decision::PenaltyServer),
        ]
        .into_iter()
        .flatten()
        .collect()
    }

    fn manager_choice(&self, team: Team) -> Option<Action> {
        FourthStreet::manager_choice(self, team)
    }
}

impl SimPlay for FourthStreet {
    type Before = ();

    fn prepare_team_step(team: &sim::TeamPick, rules_version: u16) -> bool {
        super::rules::prepare_sheet_step(team, rules_version)
    }

    /// The rules this game is played under, in a line for the table: the book's, with the
    /// house rule when it is on, basic lines when on, and the timer when it is not the basic one.
    fn rules_summary(&self) -> String {
        let version = self.rules_version();
        let rules = if version >= super::rules::BOOK_VERSION {
            if self.options().three_on_three_house_rule {
                "The book's rules with a house rule: at 3 on 3 the d6p names the skaters in pairs and every play is short".to_string()
            } else {
                "The book's rules".to_string()
            }
        } else {
            format!("Rules version {version}, as this game was played")
        };
        let rules = if self.options().basic_lines {
            format!("{rules} · the basic game's three lines")
        } else {
            rules
        };
        match self.options().timer {
            super::clock::Timer::Basic => rules,
            super::clock::Timer::Standard => format!("{rules} · standard 12/6-second timer"),
        }
    }

    fn step_action() -> Action {
        Action::Roll
    }

    fn can_step(&self) -> bool {
        self.can_roll()
    }

    fn before_step(&self) {}

    fn step_moments(&self, _: (), events: &[Event]) -> Vec<Moment> {
        FourthStreet::step_moments(events)
    }

    fn player_boxes(&self) -> &ByTeam<sim::PlayerBoxes> {
        &self.players
    }

    fn team_name(&self, team: Team) -> &str {
        FourthStreet::team_name(self, team)
    }

    fn suggestion(&self, team: Team) -> String {
        let words = match self.manager_choice(team) {
            Some(Action::WildCard { action, .. }) => {
                format!("read the wild card as {}", action.code())
            }
            Some(Action::PassTo { slot, .. }) => format!("pass to the {}", slot_name(slot)),
            Some(Action::Shooter { player, .. }) => {
                format!("send {} to shoot", self.skater(team, player).name)
            }
            Some(Action::SetCoaching { coaching, .. }) => format!(
                "send {} forecheckers with aggressiveness {:+}",
                coaching.forecheckers, coaching.aggressiveness
            ),
            Some(Action::PullGoalie(_)) => "pull the goalie for an extra attacker".to_string(),
            Some(Action::ReturnGoalie(_)) => "send the goalie back in".to_string(),
            _ => "play on: it would change nothing now".to_string(),
        };
        format!("The computer would {words}.")
    }

    fn abbreviation(&self, team: Team) -> &str {
        &self.sheet(team).abbreviation
    }

    fn scoreboard(&self) -> Scoreboard {
        let over = self.outcome().is_some();
        let live = !over && !self.in_shootout();
        let score = match self.outcome() {
            Some(o) => o.final_score,
            None => self.score(),
        };
        let power_play = if live { self.power_play() } else { None };
        let status = ByTeam::from_fn(|team| {
            let form = match self.form[team] {
                _ if over => None,
                super::goalie::GoalieForm::Hot => Some("Hot goalie"),
                super::goalie::GoalieForm::Cold => Some("Cold goalie"),
                _ => None,
            };
            let form: Vec<&str> = form.into_iter().collect();
            if live {
                sim::status_text(team, power_play, self.pulled[team], &form)
            } else {
                form.join(" · ")
            }
        });
        let board = Scoreboard::of(self, score, self.period_text());
        Scoreboard {
            status,
            shootout: self.shootout_text(),
            ..if live {
                Scoreboard {
                    clock: self.clock.text(),
                    strength: sim::strength_text(ByTeam::from_fn(|t| self.skaters_on(t))),
                    power_play,
                    ..board
                }
            } else {
                board
            }
        }
    }

    fn roster(&self, team: Team) -> Roster<'_> {
        let sheet = self.sheet(team);
        let skaters = sheet.skaters.iter().map(|s| (&*s.name, s.position));
        Roster::new(skaters, sheet.goalies.iter().map(|g| &*g.name))
            .with_faceoffs(&self.faceoffs[team])
    }

    /// The deployment's lines, pairs and units (the coach's, or a stand-in in a sat-out
    /// player's place) and whoever got ice time; the goalies who played, then the starter and
    /// the backup with the most starts.
    fn dressed(&self, team: Team) -> Option<sim::Dressed> {
        let sheet = self.sheet(team);
        let d = &sheet.deployment;
        let boxes = &self.players[team];
        let skaters = (0..boxes.skaters.len())
            .map(|i| {
                let p = i as u8;
                let deployed = d.lines.iter().any(|l| l.contains(&i))
                    || d.pairs.iter().any(|l| l.contains(&i))
                    || d.pp_unit.contains(&i)
                    || d.pk_unit.contains(&i);
                let played = self.toi[team].get(i).is_some_and(|&t| t > 0)
                    || self.on_ice[team].contains(&Some(p))
                    || boxes.skaters[i] != sim::SkaterBox::default()
                    || self.faceoffs[team].get(i).is_some_and(|&f| f != (0, 0));
                played || (deployed && !self.sits_out(team, false, p))
            })
            .collect();
        let mut order: Vec<u8> = (0..sheet.goalies.len() as u8).collect();
        order.sort_by_key(|&g| std::cmp::Reverse(sheet.starts.get(usize::from(g)).copied()));
        order.insert(0, self.starter[team]);
        let played = |g: usize| {
            g == usize::from(self.in_net[team]) || boxes.goalies[g] != sim::GoalieBox::default()
        };
        let goalies = sim::Dressed::goalies(boxes.goalies.len(), played, &order, |g| {
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

    fn ice_time(&self, team: Team) -> Option<Vec<u32>> {
        Some(self.toi[team].clone())
    }

    fn sit_out(out: sim::SitOut) -> Action {
        Action::SitOut(out)
    }

    fn team_sheet(&self, team: Team) -> Option<sim::TeamSheet> {
        let sheet = self.sheet(team);
        Some(sim::TeamSheet {
            lineup: self.lineup(team),
            units: self.units_open().then(|| self.special_units(team)),
            skaters: sheet.skaters.iter().map(|s| s.name.clone()).collect(),
            goalies: sheet.goalies.iter().map(|g| g.name.clone()).collect(),
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

/// The latest roll of a session's game, with the engine's reading of it: the roll is the
/// state's `last_roll`, the reading the last `Rolled` event the log holds.
pub fn latest_roll(session: &Session<FourthStreet>) -> Option<RollShown> {
    let roll = session.state.last_roll.clone()?;
    let reading = session
        .log
        .iter()
        .rev()
        .find_map(|l| match &l.event {
            Event::Rolled { reading, .. } => Some(reading.clone()),
            _ => None,
        })
        .unwrap_or_default();
    Some(RollShown {
        roll,
        serial: session.state.rolls,
        reading,
    })
}

/// A roll's faces for an attribute, in tray order: "d20:14 coloured-d10:3 white-d10:0".
pub fn faces_attr(roll: &TrayRoll) -> String {
    crate::engine::dice::TrayDie::ALL
        .into_iter()
        .filter_map(|die| roll.face(die).map(|f| format!("{}:{f}", die.slug())))
        .collect::<Vec<_>>()
        .join(" ")
}

/// One line of the play-by-play: the action it came after, the words, and for a roll its
/// number in the game and its faces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogLine {
    pub step: usize,
    pub text: String,
    /// `(roll number, faces_attr)` for a line that is a roll.
    pub roll: Option<(u32, String)>,
}

/// The play-by-play of a session, oldest first, with every roll's faces.
pub fn log_lines(session: &Session<FourthStreet>) -> Vec<LogLine> {
    let mut rolls = 0u32;
    session
        .log
        .iter()
        .map(|l| {
            let roll = match &l.event {
                Event::Rolled { roll, .. } => {
                    rolls += 1;
                    Some((rolls, faces_attr(roll)))
                }
                _ => None,
            };
            LogLine {
                step: l.after_actions,
                text: session.state.describe(&l.event),
                roll,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {

    #[test]
    fn the_rules_line_names_the_house_rule_and_the_timer() {
        use crate::games::fourth_street::state::Options;
        let book = FourthStreet::new(Options::default(), 1);
        assert_eq!(book.rules_summary(), "The book's rules");
        let house = FourthStreet::new(
            Options {
                three_on_three_house_rule: true,
                timer: crate::games::fourth_street::clock::Timer::Standard,
                ..Options::default()
            },
            1,
        );
        assert_eq!(
            house.rules_summary(),
            "The book's rules with a house rule: at 3 on 3 the d6p names the skaters in pairs and every play is short · standard 12/6-second timer"
        );
        let old = FourthStreet::with_rules_version(Options::default(), 1, 3);
        assert_eq!(
            old.rules_summary(),
            "Rules version 3, as this game was played"
        );
    }

    use super::*;
    use crate::engine::dice::TrayDie;
    use crate::games::fourth_street::state::Options;

    fn options(home: Coach, away: Coach) -> Options {
        Options {
            coaches: ByTeam::new(home, away),
            // The standard timer these tests were written on.
            timer: crate::games::fourth_street::clock::Timer::Standard,
            ..Options::default()
        }
    }

    /// Applies an action and returns its moments.
    fn apply(session: &mut Session<FourthStreet>, action: Action) -> Vec<Moment> {
        let events = session.apply(action).expect("a legal action");
        FourthStreet::step_moments(&events)
    }

    /// Plays like the table: computer choices first, then a roll; a person's decisions take
    /// the first choice offered. Checks the view model after every action with `check`.
    fn play_out(
        session: &mut Session<FourthStreet>,
        mut check: impl FnMut(&Session<FourthStreet>),
    ) -> (Vec<Moment>, usize) {
        let mut all = Vec::new();
        let mut decisions = 0;
        for _ in 0..100_000 {
            while let Some(choice) = session.state.computer_choice() {
                all.extend(apply(session, choice));
                check(session);
            }
            if session.state.outcome().is_some() {
                break;
            }
            if session.state.waits_for_person() {
                let team = session.state.waiting_for().expect("someone decides");
                let choice = session.state.legal_actions(team)[0].clone();
                decisions += 1;
                all.extend(apply(session, choice));
                check(session);
                continue;
            }
            assert!(session.state.can_roll(), "nobody waits, so the tray rolls");
            all.extend(apply(session, Action::Roll));
            check(session);
        }
        (all, decisions)
    }

    /// What every position of a game must show.
    fn check_view(session: &Session<FourthStreet>) {
        let g = &session.state;
        let board = g.scoreboard();
        assert!(!g.step_words().is_empty());
        if g.outcome().is_none() && !g.in_shootout() {
            assert!(
                board.clock.contains(':'),
                "a clock while playing: {}",
                board.clock
            );
            let n = |t: Team| g.on_ice_players(t).len();
            assert_eq!(
                board.strength,
                format!("{} on {}", n(Team::Home), n(Team::Away))
            );
            // The puck is on one of the players listed, or loose.
            let holders: usize = Team::BOTH
                .into_iter()
                .map(|t| g.on_ice_players(t).iter().filter(|p| p.has_puck).count())
                .sum();
            assert_eq!(holders, usize::from(g.holder().is_some()));
            // A token for every skater on the ice, the puck's on the carrier.
            let tokens = g.tokens();
            assert_eq!(tokens.len(), n(Team::Home) + n(Team::Away));
            for t in &tokens {
                if t.has_puck {
                    assert_eq!((t.team, t.area), (g.puck, g.area));
                }
            }
            // Nobody in the box is on the ice.
            for entry in g.in_box() {
                if entry.reduces && matches!(g.step, Step::FaceOff(_)) {
                    assert!(
                        !g.on_ice[entry.team].contains(&Some(entry.player)),
                        "{} is in the box and on the ice",
                        entry.name
                    );
                }
            }
        }
        // The tray shows the engine's last roll, with the reading of the last roll logged.
        let rolled: Vec<&Event> = session
            .log
            .iter()
            .map(|l| &l.event)
            .filter(|e| matches!(e, Event::Rolled { .. }))
            .collect();
        assert_eq!(
            rolled.len() as u32,
            g.rolls,
            "a Rolled event for every roll"
        );
        match (latest_roll(session), rolled.last()) {
            (None, None) => {}
            (Some(shown), Some(Event::Rolled { roll, reading })) => {
                assert_eq!(&shown.roll, roll, "the tray shows the logged roll");
                assert_eq!(&shown.reading, reading);
                assert_eq!(shown.serial, g.rolls);
            }
            (shown, last) => panic!("tray {shown:?} against log {last:?}"),
        }
    }

    #[test]
    fn coached_games_end_and_the_table_reads_every_position() {
        for seed in 0..4 {
            let mut session =
                Session::<FourthStreet>::new(options(Coach::Person, Coach::Computer), seed);
            let (moments, decisions) = play_out(&mut session, check_view);
            let g = &session.state;
            let outcome = g.outcome().expect("the game ends");
            sim::checks::finished_game(seed, &moments, g.score(), &g.player_lines());
            assert!(decisions > 0, "seed {seed}: the coach had decisions");
            // The scoreboard at the end.
            let board = g.scoreboard();
            assert!(board.period.starts_with("Final"), "{}", board.period);
            assert_eq!(board.score, outcome.final_score);
            assert_eq!(board.clock, "");
            assert!(g.tokens().is_empty());
            assert!(!g.can_roll());
            assert_eq!(g.step_words(), "The game is over.");
            // The log: a line per roll, numbered in order, with its faces.
            let log = log_lines(&session);
            let rolls: Vec<&(u32, String)> = log.iter().filter_map(|l| l.roll.as_ref()).collect();
            assert_eq!(rolls.len() as u32, g.rolls);
            assert!(rolls.iter().enumerate().all(|(i, r)| r.0 == i as u32 + 1));
            assert!(rolls.iter().all(|r| !r.1.is_empty()));
        }
    }

    #[test]
    fn the_opening_face_off() {
        let session = Session::<FourthStreet>::new(options(Coach::Person, Coach::Person), 3);
        let g = &session.state;
        assert_eq!(g.step_words(), "Roll for the face-off at centre ice.");
        let board = g.scoreboard();
        assert_eq!(board.period, "1st");
        assert_eq!(board.clock, "20:00");
        assert_eq!(board.strength, "5 on 5");
        assert_eq!(board.score, ByTeam::new(0, 0));
        assert_eq!(board.power_play, None);
        assert!(latest_roll(&session).is_none());
        assert!(g.can_roll());
        assert!(g.may_set_coaching());
        for team in Team::BOTH {
            let players = g.on_ice_players(team);
            assert_eq!(
                players.iter().map(|p| p.slot_name).collect::<Vec<_>>(),
                ["LW", "C", "RW", "LD", "RD"]
            );
            assert!(players.iter().all(|p| p.toi == "0:00" && !p.has_puck));
            assert!(!g.goalie_text(team).is_empty());
        }
        assert_eq!(g.tokens().len(), 10);
    }

    #[test]
    fn rolls_show_their_faces_and_readings() {
        let mut session = Session::<FourthStreet>::new(options(Coach::Person, Coach::Person), 9);
        session.apply(Action::Roll).unwrap();
        let shown = latest_roll(&session).expect("a roll");
        assert_eq!(shown.serial, 1);
        // The face-off reads both d10 and the d6p.
        assert_eq!(
            shown.roll.dice().collect::<Vec<_>>(),
            [TrayDie::ColouredD10, TrayDie::WhiteD10, TrayDie::NumberedD6]
        );
        assert!(shown.reading.starts_with("face-off: "), "{}", shown.reading);
        let log = log_lines(&session);
        let line = log.iter().find(|l| l.roll.is_some()).unwrap();
        assert_eq!(line.roll.as_ref().unwrap().1, faces_attr(&shown.roll));
        assert!(line.text.starts_with("🎲 coloured d10 "), "{}", line.text);
        // The clock ran for the face-off.
        assert_ne!(session.state.scoreboard().clock, "20:00");
    }

    #[test]
    fn faces_attr_lists_dice_in_tray_order() {
        let roll = TrayRoll::from_faces(vec![
            (TrayDie::NumberedD6, 2),
            (TrayDie::D20, 14),
            (TrayDie::WhiteD10, 0),
        ])
        .unwrap();
        assert_eq!(faces_attr(&roll), "d20:14 white-d10:0 d6p:2");
    }

    #[test]
    fn minutes() {
        assert_eq!(minutes_text(0), "0:00");
        assert_eq!(minutes_text(125), "2:05");
        assert_eq!(minutes_text(3600), "60:00");
    }

    #[test]
    fn decisions_wait_for_the_person_and_the_manager_answers_its_own() {
        // Both coached by people: wild cards and pass choices wait; nothing is chosen for them.
        let mut session = Session::<FourthStreet>::new(options(Coach::Person, Coach::Person), 5);
        let mut waited = 0;
        for _ in 0..3000 {
            if session.state.outcome().is_some() {
                break;
            }
            assert_eq!(session.state.computer_choice(), None);
            if session.state.waits_for_person() {
                waited += 1;
                assert!(!session.state.can_roll());
                let words = session.state.step_words();
                assert!(words.starts_with("Choose "), "{words}");
                let team = session.state.waiting_for().unwrap();
                let first = session.state.legal_actions(team)[0].clone();
                session.apply(first).unwrap();
            } else {
                session.apply(Action::Roll).unwrap();
            }
        }
        assert!(waited > 0, "some decision waited for a coach");
    }
    #[test]
    fn a_shootout_waits_for_each_coach_to_name_a_shooter() {
        let mut found = false;
        for seed in 0..300 {
            let mut session =
                Session::<FourthStreet>::new(options(Coach::Person, Coach::Person), seed);
            while session.state.outcome().is_none() && !session.state.in_shootout() {
                let action = match session.state.waiting_for() {
                    Some(team) => session.state.legal_actions(team)[0].clone(),
                    None => Action::Roll,
                };
                session.apply(action).unwrap();
            }
            if !session.state.in_shootout() {
                continue;
            }
            found = true;
            let mut picks = 0;
            while session.state.outcome().is_none() {
                let g = &session.state;
                assert_eq!(g.period_text(), "SO");
                let board = g.scoreboard();
                assert_eq!((board.clock.as_str(), board.strength.as_str()), ("", ""));
                assert!(board.shootout.contains(" · "), "{}", board.shootout);
                match g.step.clone() {
                    Step::ShootoutShooter { team } => {
                        assert!(g.waits_for_person() && !g.can_roll());
                        assert_eq!(
                            g.step_words(),
                            format!(
                                "Choose the next shootout shooter for {}.",
                                g.sheet(team).abbreviation
                            )
                        );
                        let player = g.best_shooter(team);
                        assert!(g.shooters_open(team).contains(&player));
                        session.apply(Action::Shooter { team, player }).unwrap();
                        picks += 1;
                    }
                    _ => {
                        assert!(g.can_roll(), "{:?}", g.step);
                        session.apply(Action::Roll).unwrap();
                    }
                }
            }
            let board = session.state.scoreboard();
            assert_eq!(board.period, "Final (SO)");
            // Three rounds unless one side cannot catch up: two goals up with one shooter left
            // ends it after four.
            assert!(picks >= 4, "a shootout's first rounds ({picks} picks)");
            assert!(board.shootout.contains('✓'), "{}", board.shootout);
            assert_ne!(board.score.home, board.score.away);
            break;
        }
        assert!(found, "some seed goes to a shootout");
    }

    #[test]
    fn a_penalty_stops_auto_play_for_a_person_coaching_and_his_units_go_out_at_once() {
        use crate::games::sim::Units;
        let mut session = Session::<FourthStreet>::new(options(Coach::Person, Coach::Computer), 5);
        let mut stops = 0;
        while session.state.outcome().is_none() && stops == 0 {
            let choice = Team::BOTH
                .into_iter()
                .find_map(|t| session.state.manager_choice(t));
            let (events, moments) =
                sim::apply_with_moments(&mut session, choice.unwrap_or(Action::Roll)).unwrap();
            let penalty = events.iter().any(|e| matches!(e, Event::Penalty { .. }));
            let special = matches!(
                session.state.group[Team::Home],
                Group::PowerPlay | Group::PenaltyKill
            );
            // Stops for the wild card and the ⊛ pass come too; this one is the units'.
            let units_stop = moments.contains(&Moment::Decision)
                && session
                    .state
                    .person_decisions()
                    .contains(&(Team::Home, Decision::SpecialTeams));
            assert_eq!(
                units_stop,
                penalty && special && session.state.may_set_coaching(),
                "a stop exactly at a power play's face-off: {events:?}"
            );
            if units_stop {
                stops += 1;
            }
        }
        assert_eq!(stops, 1, "a penalty came");
        let units = Units::from_the_tail(&session.state.lineup(Team::Home));
        session
            .apply(Action::SpecialUnits {
                team: Team::Home,
                units: units.clone(),
            })
            .unwrap();
        let on: Vec<u8> = session.state.on_ice[Team::Home]
            .iter()
            .flatten()
            .copied()
            .collect();
        let sent = if on.len() > 4 {
            units.power_play.to_vec()
        } else {
            units.penalty_kill.to_vec()
        };
        for p in sent {
            assert!(on.contains(&p), "{p} is on at once: {on:?}");
        }
    }

    /// Issue 37 (FS-4): auto-play stops at each decision of the shared list the book gives a
    /// coach (the wild card, the ⊛ pass, the shootout's shooters and goalie, L2424; the pull,
    /// A61; special-teams units, L333-335), for a side a person coaches only. The book has no
    /// shot chance to offer: no game reports one.
    #[test]
    fn auto_play_stops_at_each_coaching_decision_for_a_person_only() {
        use crate::games::sim::{Decision, checks};
        let home = ByTeam::new(Coach::Person, Coach::Computer);
        let options = |coaches| Options {
            coaches,
            ..Options::default()
        };
        for wanted in Decision::ALL {
            let offered = match wanted {
                Decision::WildCard
                | Decision::PassTarget
                | Decision::ShootoutShooter
                | Decision::ShootoutGoalie
                | Decision::PullGoalie
                | Decision::SpecialTeams => true,
                // Too rare for a few hundred seeds: `a_coach_names_who_serves_a_bench_minor`.
                Decision::Shot | Decision::PenaltyServer => false,
            };
            if offered {
                checks::stops_for_a_person_only::<FourthStreet>(wanted, options, home, 0..200);
            } else {
                let mut session = Session::<FourthStreet>::new(options(home), 0);
                assert_eq!(
                    checks::autoplay_to(&mut session, wanted),
                    None,
                    "{wanted:?}"
                );
            }
        }
    }

    /// The share link tests/e2e/fourth-street.mjs continues: a few rolls before a tied
    /// overtime ends, one run of auto-play stops at the home coach's shootout goalie (FS-4).
    #[test]
    fn the_browser_tests_link_stops_auto_play_at_the_shootout_goalie() {
        use crate::games::sim::{Decision, checks};
        let options = Options {
            coaches: ByTeam::new(Coach::Person, Coach::Computer),
            ..Options::default()
        };
        checks::autoplay_fixture::<FourthStreet>(
            "autoplay-fourth-street.txt",
            &options,
            0..300,
            Decision::ShootoutGoalie,
        );
    }
}
