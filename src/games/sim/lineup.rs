//! A line-up a coach makes before the opening face-off: forward lines, defence pairs and the
//! starting goalie, as indices into the team's skaters and goalies.

use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Forward lines (LW, C, RW), defence pairs (LD, RD) and the goalie who starts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lineup {
    pub forwards: Vec<[u8; 3]>,
    pub pairs: Vec<[u8; 2]>,
    pub goalie: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LineupError {
    #[error("the line-up needs {want} forward lines and {pairs} defence pairs")]
    Shape { want: usize, pairs: usize },
    #[error("skater {0} is not on the roster")]
    NoSuchSkater(u8),
    #[error("goalie {0} is not on the roster")]
    NoSuchGoalie(u8),
    #[error("skater {0} is dressed in two places")]
    Twice(u8),
    #[error("player {0} cannot play today")]
    Unavailable(u8),
}

/// What a line-up must fit: the team's roster and how many lines and pairs it dresses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LineupShape {
    pub skaters: usize,
    pub goalies: usize,
    pub lines: usize,
    pub pairs: usize,
}

impl Lineup {
    /// Every skater dressed, lines first, in slot order.
    pub fn skaters(&self) -> impl Iterator<Item = u8> + '_ {
        self.forwards
            .iter()
            .flatten()
            .chain(self.pairs.iter().flatten())
            .copied()
    }

    /// Whether the line-up fits `shape`: as many lines and pairs, players on the roster, no
    /// skater in two places (a roster too short to fill every place, counting only the players
    /// not `unavailable`, may repeat, as the computer dresses it) and nobody `unavailable`.
    pub fn check(
        &self,
        shape: LineupShape,
        unavailable: impl Fn(u8) -> bool,
    ) -> Result<(), LineupError> {
        if self.forwards.len() != shape.lines || self.pairs.len() != shape.pairs {
            return Err(LineupError::Shape {
                want: shape.lines,
                pairs: shape.pairs,
            });
        }
        if usize::from(self.goalie) >= shape.goalies {
            return Err(LineupError::NoSuchGoalie(self.goalie));
        }
        let places = shape.lines * 3 + shape.pairs * 2;
        // Players out (sat out for the game) leave fewer to fill the places: then some repeat.
        let able = (0..shape.skaters)
            .filter(|&p| u8::try_from(p).is_ok_and(|p| !unavailable(p)))
            .count();
        let mut seen = vec![false; shape.skaters];
        for player in self.skaters() {
            let Some(slot) = seen.get_mut(usize::from(player)) else {
                return Err(LineupError::NoSuchSkater(player));
            };
            if *slot && able >= places {
                return Err(LineupError::Twice(player));
            }
            *slot = true;
            if unavailable(player) {
                return Err(LineupError::Unavailable(player));
            }
        }
        Ok(())
    }
}

/// A coach's special-teams units (R85 in Inside the Crease, L258-260 in 4th Street): the five
/// skaters he sends on the power play (LW, C, RW, LD, RD) and the four who kill a penalty (two
/// forwards, LD, RD). At fewer skaters the engine takes them in that order, forwards first out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Units {
    pub power_play: [u8; 5],
    pub penalty_kill: [u8; 4],
}

impl Units {
    /// Whether each unit names skaters on a roster of `skaters`, each once, none `unavailable`.
    pub fn check(
        &self,
        skaters: usize,
        unavailable: impl Fn(u8) -> bool,
    ) -> Result<(), LineupError> {
        for unit in [&self.power_play[..], &self.penalty_kill[..]] {
            for (i, &player) in unit.iter().enumerate() {
                if usize::from(player) >= skaters {
                    return Err(LineupError::NoSuchSkater(player));
                }
                if unit[..i].contains(&player) {
                    return Err(LineupError::Twice(player));
                }
                if unavailable(player) {
                    return Err(LineupError::Unavailable(player));
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
impl Units {
    /// Units unlike a computer's, for tests: the last line and pair on the power play, the third
    /// line's wings and the second pair killing penalties.
    pub(crate) fn from_the_tail(lineup: &Lineup) -> Units {
        let last = *lineup.forwards.last().unwrap();
        let third = lineup.forwards[2];
        let pair = *lineup.pairs.last().unwrap();
        Units {
            power_play: [last[0], last[1], last[2], pair[0], pair[1]],
            penalty_kill: [third[0], third[2], lineup.pairs[1][0], lineup.pairs[1][1]],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn units_name_each_skater_once_from_the_roster() {
        let units = Units {
            power_play: [0, 1, 2, 6, 7],
            penalty_kill: [0, 3, 6, 7],
        };
        assert_eq!(
            units.check(20, |_| false),
            Ok(()),
            "one player may be on both"
        );
        assert_eq!(units.check(7, |_| false), Err(LineupError::NoSuchSkater(7)));
        assert_eq!(
            units.check(20, |p| p == 3),
            Err(LineupError::Unavailable(3))
        );
        let twice = Units {
            penalty_kill: [0, 3, 6, 3],
            ..units
        };
        assert_eq!(twice.check(20, |_| false), Err(LineupError::Twice(3)));
    }

    const SHAPE: LineupShape = LineupShape {
        skaters: 20,
        goalies: 2,
        lines: 2,
        pairs: 1,
    };

    fn lineup() -> Lineup {
        Lineup {
            forwards: vec![[0, 1, 2], [3, 4, 5]],
            pairs: vec![[6, 7]],
            goalie: 1,
        }
    }

    #[test]
    fn a_line_up_fits_its_roster_or_says_why_not() {
        assert_eq!(lineup().check(SHAPE, |_| false), Ok(()));
        let mut twice = lineup();
        twice.pairs[0][1] = 0;
        assert_eq!(twice.check(SHAPE, |_| false), Err(LineupError::Twice(0)));
        let mut short = lineup();
        short.forwards.pop();
        assert!(matches!(
            short.check(SHAPE, |_| false),
            Err(LineupError::Shape { .. })
        ));
        let mut stranger = lineup();
        stranger.forwards[0][0] = 20;
        assert_eq!(
            stranger.check(SHAPE, |_| false),
            Err(LineupError::NoSuchSkater(20))
        );
        let mut goalie = lineup();
        goalie.goalie = 2;
        assert_eq!(
            goalie.check(SHAPE, |_| false),
            Err(LineupError::NoSuchGoalie(2))
        );
        assert_eq!(
            lineup().check(SHAPE, |p| p == 4),
            Err(LineupError::Unavailable(4))
        );
        // Five skaters can't fill eight places: the computer repeats them, and so may a coach.
        let few = LineupShape {
            skaters: 5,
            ..SHAPE
        };
        let repeats = Lineup {
            forwards: vec![[0, 1, 2], [3, 4, 0]],
            pairs: vec![[1, 2]],
            goalie: 0,
        };
        assert_eq!(repeats.check(few, |_| false), Ok(()));
    }
}
