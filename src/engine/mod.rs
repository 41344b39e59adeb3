//! What every game shares. Pure Rust: nothing here may import a web crate, so the rules build
//! and test natively.

pub mod cards;
pub mod clock;
pub mod dice;
pub mod game;
pub mod joint_random;
pub mod mental_poker;
pub mod proofs;
pub mod record;
pub mod rng;
pub mod score;
pub mod session;
pub mod slices;
pub mod team;

pub use game::{DecidedIn, Game, GameId, Outcome, Viewer};
pub use record::{GameRecord, RecordError};
pub use rng::GameRng;
pub use session::{Logged, Session};
pub use team::{ByTeam, Team};
