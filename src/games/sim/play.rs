//! How a sim table plays on: one step of the randomiser, the computer manager's answers for a
//! team nobody coaches, and auto-play's run to a chosen moment. The same in every sim; each
//! sim says what its step is and what a step brought ([`SimPlay`]).

use super::{
    Decisions, Dressed, GameNotes, Lineup, Moment, OnIce, PenaltyCall, PlayerBoxes, PlayerLines,
    Roster, RunTo, Scoreboard, ScoringPlay, Units,
};
use crate::engine::score::BoxScore;
use crate::engine::{ByTeam, Session, Team};

/// What a sim tells the table so one loop plays all three.
pub trait SimPlay: Decisions {
    /// What the sim remembers from before a step to tell what the step brought.
    type Before: Copy;

    /// The action that turns the next card or rolls the tray.
    fn step_action() -> Self::Action;

    /// Whether the randomiser may be stepped now (the game goes on and no pick is due).
    fn can_step(&self) -> bool;

    fn before_step(&self) -> Self::Before;

    /// The moments one action brought, `self` being the game after it.
    fn step_moments(&self, before: Self::Before, events: &[Self::Event]) -> Vec<Moment>;

    fn team_name(&self, team: Team) -> &str;

    /// The rules the game plays, in a line for the table and its replay: the book's, or which
    /// house rules are on, or an older rules version's.
    fn rules_summary(&self) -> String;

    fn abbreviation(&self, team: Team) -> &str;

    /// Goals so far, shootout goals apart.
    fn score(&self) -> ByTeam<u16> {
        self.box_score().goals()
    }

    fn scoreboard(&self) -> Scoreboard;

    /// The team's players as the box score names them, in card order.
    fn roster(&self, team: Team) -> Roster<'_>;

    /// Both teams' players' boxes, home first.
    fn player_boxes(&self) -> &ByTeam<PlayerBoxes>;

    /// Who of `team` dressed for this game, by roster index; `None` where the whole roster
    /// dresses.
    fn dressed(&self, _team: Team) -> Option<Dressed> {
        None
    }

    /// Both teams' box-score lines, home first: the players who dressed.
    fn player_lines(&self) -> PlayerLines {
        let boxes = self.player_boxes();
        let on_ice = |team: Team| OnIce {
            plus_minus: self
                .knows_who_is_on()
                .then(|| self.notes().plus_minus(team, boxes[team].skaters.len()))
                .flatten(),
            toi: self.ice_time(team),
        };
        let mut lines = PlayerLines::from_boxes(
            boxes,
            |team| self.roster(team),
            |team| self.dressed(team),
            on_ice,
        );
        if let Some(outcome) = self.outcome() {
            lines.decide(&outcome);
        }
        lines
    }

    fn box_score(&self) -> &BoxScore;

    /// The goals and penalties as they came (read-outs, never serialised).
    fn notes(&self) -> &GameNotes;

    /// The scoring summary: each goal with its period, time, scorer, assists and tags.
    fn scoring_summary(&self) -> Vec<ScoringPlay> {
        super::scoring_summary(self.notes(), |team| self.roster(team))
    }

    fn penalty_summary(&self) -> Vec<PenaltyCall> {
        super::penalty_summary(self.notes(), |team| self.roster(team))
    }

    fn shootout_summary(&self) -> Vec<super::ShootoutLine> {
        super::shootout_summary(self.notes(), |team| self.roster(team))
    }

    /// Whether the sim knows who is on the ice at a goal (for plus/minus).
    fn knows_who_is_on(&self) -> bool {
        true
    }

    /// `team`'s seconds on the ice by roster index, where the sim keeps them.
    fn ice_time(&self, _team: Team) -> Option<Vec<u32>> {
        None
    }

    /// Whether the summaries give a time (the sim keeps a game clock).
    fn keeps_clock(&self) -> bool {
        true
    }

    /// What the computer manager would decide for `team` now, in words, without doing it: the
    /// coach's "suggest" while the game goes on.
    fn suggestion(&self, team: Team) -> String;

    /// The sim's action that sits `out` out.
    fn sit_out(out: super::SitOut) -> Self::Action;

    /// The action that sits `team`'s player `name` (as the box score names him, a skater
    /// first, then a goalie) out of this game before the opening face-off, or `None` if the
    /// team has no such player.
    fn sit_out_action(&self, team: Team, name: &str) -> Option<Self::Action> {
        let (goalie, player) = self.roster(team).find(name)?;
        Some(Self::sit_out(super::SitOut {
            team,
            goalie,
            player,
        }))
    }

    /// For an injury that lasts past this game: the team, the player's name and the further
    /// games he misses. `None` for any other event, and in a sim whose injuries all end with
    /// the game.
    fn games_missed(&self, _event: &Self::Event) -> Option<(Team, String, u8)> {
        None
    }

    /// One piece of the work a team needs before its first game under `rules_version` (4th
    /// Street builds its cards), so that a season can do it in slices; true once none is left.
    fn prepare_team_step(_team: &super::TeamPick, _rules_version: u16) -> bool {
        true
    }

    /// Whether a coach makes up lines and names his starter (`team_sheet` is some): what a
    /// season's kept line-ups and goalie rotation need.
    fn has_team_sheet() -> bool {
        false
    }

    /// `team`'s line-up now, its units and its players' names, in a sim whose coach makes up
    /// lines (what a season keeps from game to game).
    fn team_sheet(&self, _team: Team) -> Option<TeamSheet> {
        None
    }

    /// The actions that set `team`'s line-up, then its units, before the opening face-off.
    fn sheet_actions(_team: Team, _lineup: Lineup, _units: Option<Units>) -> Vec<Self::Action> {
        Vec::new()
    }

    /// The line-up or units `action` sets, and whose.
    fn sheet_set(_action: &Self::Action) -> Option<(Team, SheetPart)> {
        None
    }

    /// Whether the table may step now for nobody's decision.
    fn steps_on(&self) -> bool {
        self.can_step() && !self.waits_for_person()
    }
}

/// A team's line-up as its coach sees it: lines, pairs and starter, the special-teams units
/// when the sim has them, and the names its indices stand for.
#[derive(Debug, Clone, PartialEq)]
pub struct TeamSheet {
    pub lineup: Lineup,
    pub units: Option<Units>,
    pub skaters: Vec<String>,
    pub goalies: Vec<String>,
}

/// What a coach's action set: his lines or his units.
#[derive(Debug, Clone, PartialEq)]
pub enum SheetPart {
    Lineup(Lineup),
    Units(Units),
}

/// Why an action went nowhere: a person's action broke a rule, or the computer manager's
/// choice was refused (play can't go on without it).
#[derive(Debug, Clone, PartialEq)]
pub enum Refused {
    Rule(String),
    Manager(String),
}

impl Refused {
    pub fn message(&self) -> String {
        match self {
            Refused::Rule(e) => format!("That can't be done now: {e}."),
            Refused::Manager(e) => {
                format!("The computer manager's decision was refused ({e}): play can't go on.")
            }
        }
    }
}

/// Applies one action; returns its events and the moments it brought: the sim's, and a
/// [`Moment::Decision`] when a decision opened for a side a person coaches.
pub fn apply_with_moments<G: SimPlay>(
    session: &mut Session<G>,
    action: G::Action,
) -> Result<(Vec<G::Event>, Vec<Moment>), String> {
    let before = session.state.before_step();
    let open_before = session.state.person_decisions();
    let events = session.apply(action).map_err(|e| e.to_string())?;
    let mut found = session.state.step_moments(before, &events);
    let opened = session
        .state
        .person_decisions()
        .into_iter()
        .any(|d| !open_before.contains(&d));
    found.extend(opened.then_some(Moment::Decision));
    Ok((events, found))
}

fn apply_one<G: SimPlay>(
    session: &mut Session<G>,
    action: G::Action,
) -> Result<Vec<Moment>, String> {
    apply_with_moments(session, action).map(|(_, found)| found)
}

/// Lets the computer manager decide for every team nobody coaches, adding what that brought
/// to `found`.
pub fn manage<G: SimPlay>(
    session: &mut Session<G>,
    found: &mut Vec<Moment>,
) -> Result<(), Refused> {
    // A bound, though each choice closes the decision it answers. It must hold a whole
    // shootout of picks (sudden death included): with 8, a long one stalled a watched game.
    for _ in 0..1_000 {
        let Some(choice) = session.state.computer_choice() else {
            break;
        };
        found.extend(apply_one(session, choice).map_err(Refused::Manager)?);
    }
    Ok(())
}

/// Applies one action, with the computer manager's decisions before a step and after any
/// action. Returns the moments it all brought.
pub fn advance<G: SimPlay>(
    session: &mut Session<G>,
    action: G::Action,
) -> Result<Vec<Moment>, Refused> {
    let mut found = Vec::new();
    if action == G::step_action() {
        manage(session, &mut found)?;
        if !session.state.can_step() {
            return Ok(found);
        }
    }
    found.extend(apply_one(session, action).map_err(Refused::Rule)?);
    manage(session, &mut found)?;
    Ok(found)
}

/// What a burst of auto-play came to.
#[derive(Debug, Clone, PartialEq)]
pub struct Burst {
    /// Auto-play should stop: the target came, a person must decide, or the game is over.
    pub stop: bool,
    pub refused: Option<Refused>,
}

/// Steps up to `steps` times towards `target`, stopping early where auto-play stops.
pub fn run_burst<G: SimPlay>(session: &mut Session<G>, target: RunTo, steps: usize) -> Burst {
    let mut refused = None;
    let mut stop = false;
    for _ in 0..steps {
        let game = &session.state;
        if game.outcome().is_some() || !game.steps_on() {
            stop = true;
            break;
        }
        match advance(session, G::step_action()) {
            Ok(found) if target.reached(&found) => {
                stop = true;
                break;
            }
            Ok(_) => {}
            Err(e) => {
                refused = Some(e);
                stop = true;
                break;
            }
        }
    }
    let game = &session.state;
    Burst {
        stop: stop || game.outcome().is_some() || game.waits_for_person(),
        refused,
    }
}
