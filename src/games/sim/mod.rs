//! What the three statistical sims (Open Ice, Inside the Crease, 4th Street Hockey) share on the
//! game side, so that no sim imports another: the built-in league, team picks and a season's
//! pairings (`league`), who coaches a side (`coach`), each player's box and box-score line
//! (`boxes`), the three stars (`stars`) and the moments auto-play can run to (`autoplay`).

mod autoplay;
mod boxes;
mod coach;
mod league;
mod stars;

pub use autoplay::{Moment, RunTo};
pub use boxes::{GoalieBox, GoalieGame, PlayerBoxes, PlayerLines, SkaterBox, SkaterGame};
pub use coach::Coach;
pub use league::{TeamPick, builtin_league};
pub use stars::{Star, three_stars};
