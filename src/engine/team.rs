//! Per-team data as `ByTeam<T>`, like shakmaty's `ByColor`: named fields instead of `[T; 2]`.

use serde::{Deserialize, Serialize};
use std::ops::{Index, IndexMut};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
pub enum Team {
    Home,
    Away,
}

impl Team {
    pub const BOTH: [Team; 2] = [Team::Home, Team::Away];

    pub fn other(self) -> Team {
        match self {
            Team::Home => Team::Away,
            Team::Away => Team::Home,
        }
    }
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ByTeam<T> {
    pub home: T,
    pub away: T,
}

impl<T> ByTeam<T> {
    pub fn new(home: T, away: T) -> Self {
        ByTeam { home, away }
    }

    pub fn from_fn(mut f: impl FnMut(Team) -> T) -> Self {
        ByTeam {
            home: f(Team::Home),
            away: f(Team::Away),
        }
    }

    pub fn map<U>(&self, mut f: impl FnMut(Team, &T) -> U) -> ByTeam<U> {
        ByTeam {
            home: f(Team::Home, &self.home),
            away: f(Team::Away, &self.away),
        }
    }

    pub fn iter(&self) -> impl Iterator<Item = (Team, &T)> {
        [(Team::Home, &self.home), (Team::Away, &self.away)].into_iter()
    }
}

impl<T> Index<Team> for ByTeam<T> {
    type Output = T;
    fn index(&self, team: Team) -> &T {
        match team {
            Team::Home => &self.home,
            Team::Away => &self.away,
        }
    }
}

impl<T> IndexMut<Team> for ByTeam<T> {
    fn index_mut(&mut self, team: Team) -> &mut T {
        match team {
            Team::Home => &mut self.home,
            Team::Away => &mut self.away,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_and_other() {
        let mut goals = ByTeam::new(1, 2);
        goals[Team::Away] += 1;
        assert_eq!(goals[Team::Home], 1);
        assert_eq!(goals[Team::Away], 3);
        assert_eq!(Team::Home.other(), Team::Away);
        assert_eq!(goals.map(|_, g| g * 10), ByTeam::new(10, 30));
    }
}
