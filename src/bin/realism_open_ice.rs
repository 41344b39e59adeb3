//! Open Ice realism on the command line: N computer-managed games between the league's teams
//! (every pairing in turn), each figure beside its real-hockey band, then the card builder's
//! honesty: each regular's simulated goals, assists, shots and penalty minutes per game against
//! his stat line. Usage: cargo run --profile bench-native --bin realism_open_ice [N] [seed]
//! [overtime skaters]: the book's rules by default (5 on 5 in overtime); a third argument of 4
//! or 3 plays that house rule instead.

use rinkside::games::lab::{Lab, PlayerTotals, Tally, print_card_honesty, print_figures};
use rinkside::games::open_ice::OpenIce;
use rinkside::games::open_ice::chart::is_regular;
use rinkside::games::open_ice::lab::{OpenIceLab, add_player_totals, league_options, simulate};
use rinkside::league::League;
use std::collections::HashMap;

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u32 = args.next().and_then(|n| n.parse().ok()).unwrap_or(1_000);
    let first_seed: u64 = args.next().and_then(|n| n.parse().ok()).unwrap_or(1);
    let overtime_skaters: u8 = args.next().and_then(|n| n.parse().ok()).unwrap_or(5);
    let league = League::builtin();
    let mut tally = Tally::default();
    let mut sums: HashMap<String, PlayerTotals> = HashMap::new();
    for i in 0..u64::from(games) {
        let seed = first_seed + i;
        let mut options = league_options(&league, seed);
        options.overtime_skaters = overtime_skaters;
        let game: OpenIce = simulate(options, seed);
        tally.add(
            &game.box_score,
            rinkside::engine::Game::outcome(&game).as_ref(),
        );
        add_player_totals(&game, &mut sums);
    }
    println!(
        "open ice realism: {games} games, seeds {first_seed}..{}, overtime {overtime_skaters} on {overtime_skaters}, computer managers, {}",
        first_seed + u64::from(games) - 1,
        OpenIceLab::NAME
    );
    let figures = tally.figures();
    print_figures(&figures);

    print_card_honesty(&league, &sums, is_regular);
}
