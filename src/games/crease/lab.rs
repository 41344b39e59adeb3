//! Inside the Crease games between computer managers: the realism figures, and each player's
//! simulated line against his stat line (are the cards honest?).

use super::rules::Crease;
use super::state::{Action, Coach, Options, TeamPick};
use crate::engine::{ByTeam, Game};
use crate::games::lab::{Figure, Lab, PlayerTotals, Tally, play_out};
use crate::league::League;
use std::collections::HashMap;

/// Plays a whole game with the computer managing both teams.
pub fn simulate(options: Options, seed: u64) -> Crease {
    let mut game = Crease::new(options, seed);
    simulate_from(&mut game);
    game
}

/// Plays `game` to the end, the computer managing both teams.
pub fn simulate_from(game: &mut Crease) {
    play_out(game, Crease::manager_choice, Action::Next);
}

/// Adds a finished game's skater lines to `totals`, by player id: only skaters who dressed (had
/// a shift) played the game.
pub fn add_player_totals(game: &Crease, totals: &mut HashMap<String, PlayerTotals>) {
    for team in crate::engine::Team::BOTH {
        let bench = &game.benches[team];
        let lines = game.cards[team]
            .skaters
            .iter()
            .zip(&game.players[team].skaters);
        for (index, (card, line)) in lines.enumerate() {
            if bench.shifts[index] == 0 {
                continue;
            }
            totals.entry(card.id.clone()).or_default().add_game(line);
        }
    }
}

/// Options for game `seed` of a computer-managed league season.
pub fn league_options(league: &League, seed: u64) -> Options {
    Options {
        teams: TeamPick::season_pair(league, seed),
        coaches: ByTeam::new(Coach::Computer, Coach::Computer),
        ..Options::default()
    }
}

pub struct CreaseLab;

impl Lab for CreaseLab {
    type Tally = Tally;
    const NAME: &'static str = "Inside the Crease (computer managers, the league's teams)";

    fn play(seed: u64, tally: &mut Tally) {
        let league = crate::games::sim::builtin_league();
        let game = simulate(league_options(league, seed), seed);
        tally.add(&game.box_score, game.outcome().as_ref());
    }

    fn games(tally: &Tally) -> u32 {
        tally.games
    }

    fn figures(tally: &Tally) -> Vec<Figure> {
        tally.figures()
    }
}
