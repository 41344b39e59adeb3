//! What the sim table reads off a game: each player's status and line, the strength on the ice,
//! and the moments in a step that auto-play may stop at.

use super::charts::{AfterSave, InjuryLength, PenaltyKind};
use super::deck::Entry;
use super::rules::{OpenIce, REGULATION_PERIODS, Until};
use super::state::{Action, Coach, Event, Pending};
use crate::engine::score::BoxScore;
use crate::engine::{ByTeam, Game, Team};
use crate::games::sim::{self, Decision, Decisions, Moment, Roster, Scoreboard, SimPlay};

/// Where a skater is, for the line-ups.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SkaterStatus {
    Available,
    /// Serving a penalty (one waiting behind two others still counts).
    InBox(PenaltyKind),
    /// Sitting out a misconduct.
    Misconduct,
    Injured,
    /// Out of the whole game before it began (a season's injured or rested player).
    SatOut,
}

impl OpenIce {
    pub fn skater_status(&self, team: Team, player: u8) -> SkaterStatus {
        if let Some(p) = self
            .penalties
            .iter()
            .find(|p| p.team == team && p.player == player)
        {
            return SkaterStatus::InBox(p.kind);
        }
        match self
            .out
            .iter()
            .find(|o| o.team == team && o.player == player)
        {
            // Misconducts last a number of draws; injuries the period or the game.
            Some(o) if matches!(o.until, Until::Draws(_)) => SkaterStatus::Misconduct,
            Some(o) if o.until == Until::SatOut => SkaterStatus::SatOut,
            Some(_) => SkaterStatus::Injured,
            None => SkaterStatus::Available,
        }
    }

    /// "5 on 4" and the like, home first (the extra attacker not counted).
    pub fn strength_text(&self) -> String {
        sim::strength_text(ByTeam::from_fn(|t| self.skaters(t)))
    }

    /// The team on the power play, if one side has more skaters.
    pub fn power_play(&self) -> Option<Team> {
        sim::power_play(ByTeam::from_fn(|t| self.skaters(t)))
    }

    /// Players serving penalties for `team` right now, oldest first, with the kind.
    pub fn in_box(&self, team: Team) -> Vec<(u8, PenaltyKind)> {
        self.penalties
            .iter()
            .filter(|p| p.team == team)
            .map(|p| (p.player, p.kind))
            .collect()
    }

    /// Shootout attempts so far, in order: (team, scored).
    pub fn shootout_attempts(&self) -> Vec<(Team, bool)> {
        self.shootout
            .as_ref()
            .map(|s| s.attempts.clone())
            .unwrap_or_default()
    }

    /// Whether `team` has named its shootout shooters.
    pub fn shooters_named(&self, team: Team) -> bool {
        self.shootout
            .as_ref()
            .is_some_and(|s| s.shooters[team].is_some())
    }

    /// Whether `team` has a chance to shoot at an empty net now: the net as the shot will meet it
    /// (a goalie may be pulled while the offer is open; version 2's offer kept its first state).
    pub fn offered_empty_net(&self, team: Team) -> bool {
        matches!(self.pending, Pending::ShotOffer { team: t, .. } if t == team)
            && self.pulled[team.other()]
    }

    /// A shootout shooter as the picker lists him: name, position and the range he scores on
    /// when the parity draw makes the attempt his (his PCT +25, R49).
    pub fn shootout_shooter_label(&self, team: Team, player: u8) -> String {
        let row = &self.charts[team].skaters[usize::from(player)];
        format!(
            "{} ({}, scores on 1-{} on an even number)",
            row.name,
            row.position.code(),
            self.spot_pct(team, player)
        )
    }
}

impl Decisions for OpenIce {
    fn coaches(&self) -> ByTeam<Coach> {
        self.options().coaches
    }

    /// A chance to shoot at once, the shootout's shooters to name, and the chance to pull the
    /// goalie (A31's window late in the third). The book gives no choice of shootout goalie.
    fn open_decisions(&self, team: Team) -> Vec<Decision> {
        let waiting = match self.pending {
            Pending::ShotOffer { team: t, .. } => (t == team).then_some(Decision::Shot),
            Pending::ChooseShooters => {
                (!self.shooters_named(team)).then_some(Decision::ShootoutShooter)
            }
            _ => None,
        };
        let pull = self.may_pull_goalie(team).then_some(Decision::PullGoalie);
        waiting.into_iter().chain(pull).collect()
    }

    fn manager_choice(&self, team: Team) -> Option<Action> {
        OpenIce::manager_choice(self, team)
    }
}

impl SimPlay for OpenIce {
    type Before = ();

    fn rules_summary(&self) -> String {
        let version = self.rules_version();
        if version < <OpenIce as Game>::RULES_VERSION {
            return format!("Rules version {version} (an older game, played as it was recorded).");
        }
        let overtime = match self.options().overtime_skaters {
            5 => "Rules: the rulebook's (5-on-5 overtime).".to_string(),
            n => format!("House rule: {n}-on-{n} overtime (not in the book)."),
        };
        if self.options().fixed_starter {
            format!("{overtime} One goalie a game, drawn from FACED at puck drop.")
        } else {
            overtime
        }
    }

    fn step_action() -> Action {
        Action::Next
    }

    /// Whether the sim can be stepped (no decision is pending and the game goes on).
    fn can_step(&self) -> bool {
        self.legal_actions(Team::Home).contains(&Action::Next)
    }

    fn before_step(&self) {}

    fn step_moments(&self, _: (), events: &[Event]) -> Vec<Moment> {
        moments(events)
    }

    fn player_boxes(&self) -> &ByTeam<sim::PlayerBoxes> {
        &self.players
    }

    fn team_name(&self, team: Team) -> &str {
        OpenIce::team_name(self, team)
    }

    fn suggestion(&self, team: Team) -> String {
        let name = |p: &u8| self.charts[team].skaters[usize::from(*p)].name.clone();
        let words = match self.manager_choice(team) {
            Some(Action::Shoot { shoot: true, .. }) => "shoot now".to_string(),
            Some(Action::Shoot { shoot: false, .. }) => "hold the puck".to_string(),
            Some(Action::PullGoalie(_)) => "pull the goalie for an extra attacker".to_string(),
            Some(Action::ReturnGoalie(_)) => "send the goalie back in".to_string(),
            Some(Action::Shooters { players, .. }) => format!(
                "send {} to shoot, in that order",
                players.iter().map(name).collect::<Vec<_>>().join(", ")
            ),
            Some(Action::DrawShooters(_)) => "draw its shooters".to_string(),
            // The manager never sits a player out.
            Some(Action::SitOut(_)) => "play on".to_string(),
            // A person may pull at any deficit; the computer only within its setting.
            Some(Action::Next) | None if self.may_pull_goalie(team) => format!(
                "keep its goalie in: it pulls only {} behind (you may pull yours now)",
                if self.options().pull_when_behind_by >= 2 {
                    "one or two goals"
                } else {
                    "one goal"
                }
            ),
            Some(Action::Next) | None => "play on: there is nothing to decide now".to_string(),
        };
        format!("The computer would {words}.")
    }

    fn abbreviation(&self, team: Team) -> &str {
        &self.charts[team].abbreviation
    }

    /// The scoreboard: the clock is the action cards left in the period; clock, strength and
    /// statuses show only while play is live.
    fn scoreboard(&self) -> Scoreboard {
        let over = self.outcome().is_some();
        let in_shootout = matches!(
            self.pending,
            Pending::ChooseShooters | Pending::ShootoutAttempt
        );
        let live = !over && self.period > 0;
        let power_play = if live { self.power_play() } else { None };
        let at = (self.period, REGULATION_PERIODS);
        let board = Scoreboard::at_period(self, self.score(), at, in_shootout);
        if !live {
            return board;
        }
        Scoreboard {
            clock: if in_shootout {
                String::new()
            } else {
                format!("{} cards left", self.draws_left())
            },
            strength: self.strength_text(),
            power_play,
            status: ByTeam::from_fn(|team| {
                sim::status_text(team, power_play, self.pulled[team], &[])
            }),
            ..board
        }
    }

    /// Skaters in chart order.
    fn roster(&self, team: Team) -> Roster<'_> {
        self.charts[team].roster()
    }

    /// The whole chart dresses (any skater may be drawn, and FACED picks among all the
    /// goalies), but for those who sat the game out.
    fn dressed(&self, team: Team) -> Option<sim::Dressed> {
        let chart = &self.charts[team];
        let dressed = |goalie: bool, n: usize| {
            (0..n)
                .map(|i| !self.sits_out(team, goalie, i as u8))
                .collect()
        };
        Some(sim::Dressed {
            skaters: dressed(false, chart.skaters.len()),
            goalies: dressed(true, chart.goalies.len()),
        })
    }

    fn box_score(&self) -> &BoxScore {
        &self.box_score
    }

    fn notes(&self) -> &sim::GameNotes {
        &self.notes
    }

    /// Open Ice draws each play's players from the charts: nobody is on the ice between draws,
    /// so there is no plus/minus to keep.
    fn knows_who_is_on(&self) -> bool {
        false
    }

    /// Open Ice's clock is the action cards left in the period: no game time to give.
    fn keeps_clock(&self) -> bool {
        false
    }

    fn sit_out(out: sim::SitOut) -> Action {
        Action::SitOut(out)
    }

    /// The injury chart's "this game and n more" (R54): n further games; n = 0 and the
    /// shorter lengths end with this game.
    fn games_missed(&self, event: &Event) -> Option<(Team, String, u8)> {
        match *event {
            Event::Injury {
                team,
                player,
                length: InjuryLength::Games(n),
                ..
            } if n > 0 => Some((team, self.skater_name(team, player).to_string(), n)),
            _ => None,
        }
    }
}

/// The moments in one step's events (a period's opening face-off starts play; it is no whistle).
pub fn moments(events: &[Event]) -> Vec<Moment> {
    events
        .iter()
        .filter_map(|event| match event {
            Event::ActionCard {
                entry: Entry::FaceOff,
                ..
            }
            | Event::Penalty { .. }
            | Event::ShootoutAttempt { .. }
            | Event::PenaltyShot { goal: false, .. }
            | Event::Injury { .. }
            | Event::AfterSave {
                outcome: AfterSave::Covered,
                ..
            } => Some(Moment::Whistle),
            Event::Goal { .. } => Some(Moment::Goal),
            Event::PeriodEnds { .. } => Some(Moment::PeriodEnd),
            Event::GameOver(_) => Some(Moment::GameEnd),
            _ => None,
        })
        .collect()
}

/// The players named in some events (shooter, scorer, assists, penalised, hurt; on a penalty
/// shot both the shooter and the player who fouled him), for the line-ups' highlight.
pub fn named_players(events: &[Event]) -> Vec<(Team, u8)> {
    let mut named = Vec::new();
    for event in events {
        match event {
            Event::Shot { team, shooter, .. } | Event::ShootoutAttempt { team, shooter, .. } => {
                named.push((*team, *shooter))
            }
            Event::Goal {
                team,
                scorer,
                assists,
                ..
            } => named.extend(sim::goal_players(*team, *scorer, assists)),
            Event::Penalty { team, player, .. } | Event::Injury { team, player, .. } => {
                named.push((*team, *player))
            }
            Event::PenaltyShot {
                team, shooter, by, ..
            } => {
                named.push((*team, *shooter));
                named.push((team.other(), *by));
            }
            _ => {}
        }
    }
    named
}
