//! Who coaches a side, and who decides next: a person coaching a side, or the computer manager
//! for a side nobody coaches.

use super::Decision;
use crate::engine::{ByTeam, Game, Team};
use serde::{Deserialize, Serialize};

/// Who makes a team's coaching decisions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Coach {
    Person,
    Computer,
}

/// What a sim answers so the table knows who decides next. Each sim says whose decision play
/// waits for and what its manager would choose; the rest is the same in every sim.
pub trait Decisions: Game {
    fn coaches(&self) -> ByTeam<Coach>;

    /// The decisions of the shared list open to `team`'s coach now: the sim's phases mapped
    /// into [`Decision`], whoever coaches the side.
    fn open_decisions(&self, team: Team) -> Vec<Decision>;

    /// Whether play waits for `team`'s coach to decide.
    fn waits_for(&self, team: Team) -> bool {
        self.open_decisions(team).into_iter().any(Decision::waits)
    }

    /// The decisions open now to the sides a person coaches: auto-play stops when one opens.
    fn person_decisions(&self) -> Vec<(Team, Decision)> {
        let coaches = self.coaches();
        Team::BOTH
            .into_iter()
            .filter(|&t| coaches[t] == Coach::Person)
            .flat_map(|t| self.open_decisions(t).into_iter().map(move |d| (t, d)))
            .collect()
    }

    /// The computer manager's decision for `team` now, if it has one.
    fn manager_choice(&self, team: Team) -> Option<Self::Action>;

    /// Whether `test` holds for a side a person coaches.
    fn any_person_side(&self, test: impl Fn(Team) -> bool) -> bool {
        let coaches = self.coaches();
        Team::BOTH
            .into_iter()
            .any(|t| coaches[t] == Coach::Person && test(t))
    }

    /// Whether play waits for a person coaching a side to decide.
    fn waits_for_person(&self) -> bool {
        self.any_person_side(|t| self.waits_for(t))
    }

    /// The computer manager's next decision for a team nobody coaches, if one is open.
    fn computer_choice(&self) -> Option<Self::Action> {
        let coaches = self.coaches();
        Team::BOTH
            .into_iter()
            .filter(|&t| coaches[t] == Coach::Computer)
            .find_map(|t| self.manager_choice(t))
    }
}
