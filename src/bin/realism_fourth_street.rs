//! 4th Street Hockey realism on the command line: N computer-managed games between the league's
//! teams (every pairing in turn), each figure beside its real-hockey band, then the card
//! builder's honesty: each regular's simulated goals, assists, shots and penalty minutes per game
//! dressed against his stat line. Usage:
//! cargo run --profile bench-native --bin realism_fourth_street [N] [seed]

use rinkside::engine::{Game, Team};
use rinkside::games::fourth_street::cards::is_regular;
use rinkside::games::fourth_street::lab::{FourthStreetLab, league_options, simulate};
use rinkside::games::lab::{Lab, PlayerTotals, Tally, print_card_honesty, print_figures};
use rinkside::league::League;
use std::collections::HashMap;

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u32 = args.next().and_then(|n| n.parse().ok()).unwrap_or(1_000);
    let first_seed: u64 = args.next().and_then(|n| n.parse().ok()).unwrap_or(1);
    let league = League::builtin();
    let mut tally = Tally::default();
    let mut sums: HashMap<String, PlayerTotals> = HashMap::new();
    let mut rolls = 0u64;
    for i in 0..u64::from(games) {
        let seed = first_seed + i;
        let game = simulate(league_options(&league, seed), seed);
        rolls += u64::from(game.rolls);
        tally.add(&game.box_score, game.outcome().as_ref());
        for team in Team::BOTH {
            for (index, (card, line)) in game
                .sheet(team)
                .skaters
                .iter()
                .zip(&game.players[team].skaters)
                .enumerate()
            {
                // Only skaters who got ice time played the game.
                if game.toi[team][index] == 0 {
                    continue;
                }
                let s = sums.entry(card.id.clone()).or_default();
                s.games += 1;
                s.goals += u32::from(line.goals);
                s.assists += u32::from(line.assists);
                s.shots += u32::from(line.shots);
                s.pim += u32::from(line.penalty_minutes);
            }
        }
    }
    println!(
        "4th street realism: {games} games, seeds {first_seed}..{}, {}; {:.1} rolls a game",
        first_seed + u64::from(games) - 1,
        FourthStreetLab::NAME,
        rolls as f64 / f64::from(games.max(1))
    );
    print_figures(&tally.figures());
    print_card_honesty(&league, &sums, is_regular);
}
