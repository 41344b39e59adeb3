//! 4th Street Hockey games between computer managers: the realism figures and each player's
//! simulated line against his stat line.

use super::clock::Timer;
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

/// The lab on the book's basic 20/10-second timer, a new game's default.
pub struct FourthStreetLab;

/// The lab on the book's standard 12/6-second timer, a season's default.
pub struct FourthStreetStandardLab;

/// Plays game `seed` of the league on `timer` and adds it to `tally`.
fn play_on(timer: Timer, seed: u64, tally: &mut Tally) {
    let league = crate::games::sim::builtin_league();
    let options = Options {
        timer,
        ..league_options(league, seed)
    };
    let game = simulate(options, seed);
    tally.add(&game.box_score, game.outcome().as_ref());
}

impl Lab for FourthStreetLab {
    type Tally = Tally;
    const NAME: &'static str = "4th Street Hockey, basic 20/10 timer (a new game's default)";

    fn play(seed: u64, tally: &mut Tally) {
        play_on(Timer::Basic, seed, tally);
    }

    fn games(tally: &Tally) -> u32 {
        tally.games
    }

    fn figures(tally: &Tally) -> Vec<Figure> {
        tally.figures()
    }
}

impl Lab for FourthStreetStandardLab {
    type Tally = Tally;
    const NAME: &'static str = "4th Street Hockey, standard 12/6 timer (a season's default)";

    fn play(seed: u64, tally: &mut Tally) {
        play_on(Timer::Standard, seed, tally);
    }

    fn games(tally: &Tally) -> u32 {
        tally.games
    }

    fn figures(tally: &Tally) -> Vec<Figure> {
        tally.figures()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The two labs play the two timers: the standard one's shorter plays give more shots.
    #[test]
    fn the_standard_timer_lab_plays_more_shots_than_the_basic_one() {
        let (mut basic, mut standard) = (Tally::default(), Tally::default());
        for seed in 1..=12 {
            FourthStreetLab::play(seed, &mut basic);
            FourthStreetStandardLab::play(seed, &mut standard);
        }
        assert_eq!((basic.games, standard.games), (12, 12));
        // About 18.5 shots a team a game on the basic timer and 31 on the standard one.
        assert!(
            standard.shots * 10 > basic.shots * 14,
            "shots: standard {} against basic {}",
            standard.shots,
            basic.shots
        );
    }
}
