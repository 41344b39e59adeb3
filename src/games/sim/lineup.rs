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
    /// skater in two places (a roster too short to fill every place may repeat, as the computer
    /// dresses it) and nobody `unavailable`.
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
        let mut seen = vec![false; shape.skaters];
        for player in self.skaters() {
            let Some(slot) = seen.get_mut(usize::from(player)) else {
                return Err(LineupError::NoSuchSkater(player));
            };
            if *slot && shape.skaters >= places {
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

#[cfg(test)]
mod tests {
    use super::*;

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
