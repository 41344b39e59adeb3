//! Open Ice games between computer managers: the realism figures, and each player's simulated
//! line against his stat line (is the card builder honest?).

use super::rules::OpenIce;
use super::state::{Action, Coach, Options, TeamPick};
use crate::engine::{ByTeam, Game};
use crate::games::lab::{Figure, Lab, PlayerTotals, Tally, play_out};
use crate::league::League;
use std::collections::HashMap;

/// Plays a whole game with the computer managing both teams.
pub fn simulate(options: Options, seed: u64) -> OpenIce {
    let mut game = OpenIce::new(options, seed);
    simulate_from(&mut game);
    game
}

/// Plays `game` to the end, the computer managing both teams.
pub fn simulate_from(game: &mut OpenIce) {
    play_out(game, OpenIce::manager_choice, Action::Next);
}

/// Adds each skater's line in `game` to his totals (every skater on a chart dresses).
pub fn add_player_totals(game: &OpenIce, totals: &mut HashMap<String, PlayerTotals>) {
    for team in crate::engine::Team::BOTH {
        let lines = game.charts[team]
            .skaters
            .iter()
            .zip(&game.players[team].skaters);
        for (row, line) in lines {
            totals.entry(row.id.clone()).or_default().add_game(line);
        }
    }
}

/// Options for game `seed` of a computer-managed league season.
pub fn league_options(league: &League, seed: u64) -> Options {
    Options {
        teams: TeamPick::season_pair(league, seed),
        coaches: ByTeam::new(Coach::Computer, Coach::Computer),
        // The book's rules, overtime five on five included (A25): the bands are today's NHL,
        // which plays three on three, a house rule here (issue 22: realism from designed data,
        // never from a rule). Rules version 1's lab played three on three.
        ..Options::default()
    }
}

pub struct OpenIceLab;

impl Lab for OpenIceLab {
    type Tally = Tally;
    const NAME: &'static str = "Open Ice (computer managers, the league's teams)";

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
