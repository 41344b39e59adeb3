//! The realism lab: simulate games between the computer players and compare per-team-per-game
//! figures with real hockey (shared/rules/calibration.md). Pure Rust, so the command line and
//! the browser page share it.

use super::rules::Icih;
use super::state::{Era, Level, Options, Players};
use crate::engine::{Game, Team};
use crate::games::lab::{Figure, Lab, Tally};

/// Plays one whole game between two computer levels (`home` and `away`).
pub fn simulate(seed: u64, home: Level, away: Level, era: Era) -> Icih {
    let options = Options {
        players: Players::TwoPlayers,
        era,
    };
    play_out(Icih::new(options, seed), seed, home, away)
}

/// Plays `game` to its end between two computer levels.
pub fn play_out(mut game: Icih, seed: u64, home: Level, away: Level) -> Icih {
    let mut moves = 0u64;
    while let Some(seat) = game.phase().actor() {
        let level = if seat == Team::Home { home } else { away };
        let salt = seed ^ moves.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let action = game
            .computer_choice(seat, level, salt)
            .expect("a seat to act can act");
        game.apply_action(&action)
            .expect("the computer plays legal moves");
        moves += 1;
    }
    game
}

/// Medium against Medium under today's rules (overtime, then a shootout): the games people see.
pub struct IcihLab;

impl Lab for IcihLab {
    type Tally = Tally;
    const NAME: &'static str = "Ice Cold Ice Hockey (Medium vs Medium)";

    fn play(seed: u64, tally: &mut Tally) {
        let game = simulate(seed, Level::Medium, Level::Medium, Era::Shootout);
        tally.add(game.box_score(), game.outcome().as_ref());
    }

    fn games(tally: &Tally) -> u32 {
        tally.games
    }

    fn figures(tally: &Tally) -> Vec<Figure> {
        tally.figures()
    }
}
