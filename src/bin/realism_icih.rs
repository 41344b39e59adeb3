//! The realism lab on the command line: N Medium-vs-Medium games from fixed seeds, each figure
//! beside its real-hockey band. Usage: cargo run --profile bench-native --bin realism_icih [N] [seed]

use rinkside::games::icih::lab::IcihLab;
use rinkside::games::lab::{Lab, print_figures};

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u32 = args.next().and_then(|n| n.parse().ok()).unwrap_or(2_000);
    let first_seed: u64 = args.next().and_then(|n| n.parse().ok()).unwrap_or(1);
    let mut tally = <IcihLab as Lab>::Tally::default();
    for i in 0..u64::from(games) {
        IcihLab::play(first_seed + i, &mut tally);
    }
    println!(
        "ice cold ice hockey realism: {games} Medium-vs-Medium games, seeds {first_seed}..{}, 2005-06 rules (overtime, shootout)",
        first_seed + u64::from(games) - 1
    );
    print_figures(&IcihLab::figures(&tally));
}
