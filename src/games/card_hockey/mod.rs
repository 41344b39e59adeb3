//! Card Hockey: "War in three zones" with a standard deck (rules: shared/rules/card-hockey.txt).
//!
//! Readings of the rulebook where it is silent, all written down here:
//! - Both players turn up at once; the engine takes one `Flip` per seat and settles the turn when
//!   both cards are up. The computer's side is just its seat's only legal action.
//! - The home side plays the red deck ("Reds"), the visitors the black deck ("Blacks").
//! - A minor penalty runs its three turns whatever happens, goals included: the rulebook's own
//!   example has the short-handed side finishing its turns before drawing again.
//! - While a deuce is being served it is held by the short-handed side (it moves from zone to
//!   zone); when the penalty ends it stays in the zone pile where it was last played.
//! - A held deuce stays out of the next period's shuffle and is played again (rulebook).
//! - The period ends as soon as a side that must draw next turn has no cards left.
//! - Shots: an honor card turned up in one's own offensive zone is a shot; it scores if higher,
//!   otherwise it is blocked. The box score counts those shots.
//! - Shootout: both full 26-card decks (goal cards and deuces included); deuces mean nothing
//!   there. Two different honors at once: the higher honor wins, aces high, as in play. Matching
//!   honors go on. If both decks run out (every honor matched) they are reshuffled and play goes
//!   on. A shootout win adds one goal to the winner's final score, as in the NHL.
//! - Ties: the rulebook makes the shootout optional, so it is a game option (default: shootout).

mod rules;
#[cfg(test)]
mod tests;

pub use rules::*;
