//! 4th Street Hockey games between computer managers: the realism figures and each player's
//! simulated line against his stat line.

use super::play::Action;
use super::rules::FourthStreet;
use super::state::{Coach, Options, TeamPick};
use crate::engine::{ByTeam, Game};
use crate::games::lab::{Figure, Lab, PlayerTotals, Tally, play_out};
use crate::league::League;
use std::collections::HashMap;

/// Plays a whole game with the computer managing both teams.
pub fn simulate(options: Options, seed: u64) -> FourthStreet {
    let mut game = FourthStreet::new(options, seed);
    simulate_from(&mut game);
    game
}

/// Plays `game` to the end, the computer managing both teams.
pub fn simulate_from(game: &mut FourthStreet) {
    play_out(game, FourthStreet::manager_choice, Action::Roll);
}

/// Adds each skater's line from a finished game to `totals` (by player id); only skaters who
/// got ice time played the game.
pub fn add_player_totals(game: &FourthStreet, totals: &mut HashMap<String, PlayerTotals>) {
    for team in crate::engine::Team::BOTH {
        let lines = game
            .sheet(team)
            .skaters
            .iter()
            .zip(&game.players[team].skaters);
        for (index, (card, line)) in lines.enumerate() {
            if game.toi[team][index] == 0 {
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

pub struct FourthStreetLab;

impl Lab for FourthStreetLab {
    type Tally = Tally;
    const NAME: &'static str = "4th Street Hockey (computer managers, the league's teams)";

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
