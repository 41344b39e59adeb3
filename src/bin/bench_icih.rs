//! Benchmark (not a test): random-vs-random Ice Cold Ice Hockey games per second, natively;
//! then what playing a friend by link costs (docs/link-play.md): two devices playing Medium
//! computer choices by link texts, measured; and the sealed share links of games in progress.
//! Usage: cargo run --profile bench-native --bin bench_icih [games]

use rinkside::engine::mental_poker::Secret;
use rinkside::engine::slices::{Slicer, run_at_once};
use rinkside::engine::{DecidedIn, Game, GameRecord, GameRng, Session, Team};
use rinkside::games::icih::link::{Device, Status, Verdict};
use rinkside::games::icih::sealed::sealed;
use rinkside::games::icih::{Era, Icih, Level, Options, Players};
use std::cell::Cell;
use std::rc::Rc;
use std::time::Instant;

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(5_000);
    let options = Options {
        players: Players::TwoPlayers,
        era: Era::Shootout,
    };
    let started = Instant::now();
    let (mut actions, mut goals, mut shots, mut pim, mut power_plays) =
        (0usize, 0u64, 0u64, 0u64, 0u64);
    let (mut overtime, mut shootouts) = (0u64, 0u64);
    let mut longest_link = 0usize;
    let mut sealed_links = SealedLinks::default();
    for seed in 0..games {
        let mut session = Session::<Icih>::new(options.clone(), seed);
        let mut rng = GameRng::from_seed(seed.wrapping_mul(31).wrapping_add(7));
        while let Some(&seat) = session.state.seats_to_act().first() {
            let legal = session.state.legal_actions(seat);
            let action = legal[rng.below(legal.len())];
            session.apply(action).expect("legal action applies");
        }
        let outcome = session.state.outcome().expect("game over");
        let totals = session.state.box_score().totals();
        for team in Team::BOTH {
            goals += u64::from(totals[team].goals);
            shots += u64::from(totals[team].shots_on_goal);
            pim += u64::from(totals[team].penalty_minutes);
            power_plays += u64::from(totals[team].power_plays);
        }
        overtime += u64::from(outcome.decided_in != DecidedIn::Regulation);
        shootouts += u64::from(outcome.decided_in == DecidedIn::Shootout);
        actions += session.record.actions.len();
        longest_link = longest_link.max(session.record.encode().len());
        if seed < 500 {
            sealed_links.measure(&session.record);
        }
    }
    let secs = started.elapsed().as_secs_f64();
    let per_team = |x: u64| x as f64 / (2 * games) as f64;
    println!("ice cold ice hockey: {games} random-vs-random games in {secs:.2} s");
    println!(
        "  {:.0} games/s, {:.0} actions/s, {:.0} actions per game",
        games as f64 / secs,
        actions as f64 / secs,
        actions as f64 / games as f64
    );
    println!(
        "  per team per game (random play, not the computer players): {:.2} goals, {:.1} shots on goal, {:.2} power plays, {:.1} PIM",
        per_team(goals),
        per_team(shots),
        per_team(power_plays),
        per_team(pim)
    );
    println!(
        "  {:.1}% past regulation, {:.1}% to a shootout",
        100.0 * overtime as f64 / games as f64,
        100.0 * shootouts as f64 / games as f64
    );
    println!("  longest finished-game link fragment: {longest_link} characters");
    sealed_links.print();
    link_costs(games.min(50), &options);
    proof_costs(20);
}

/// Share links of games in progress, sealed (icih::sealed): their length at mid-game and at the
/// last move before the end, and the time to make one and to open it.
#[derive(Default)]
struct SealedLinks {
    mid: Vec<usize>,
    late: Vec<usize>,
    seal_s: f64,
    open_s: f64,
    count: usize,
}

impl SealedLinks {
    fn measure(&mut self, record: &GameRecord<Icih>) {
        for (at, lengths) in [
            (record.actions.len() / 2, &mut self.mid),
            (record.actions.len() - 1, &mut self.late),
        ] {
            let mut cut = record.clone();
            cut.actions.truncate(at);
            let started = Instant::now();
            let text = sealed(&cut, &[Team::Home])
                .expect("a played game seals")
                .encode();
            self.seal_s += started.elapsed().as_secs_f64();
            let started = Instant::now();
            let opened = GameRecord::<Icih>::decode(&text).expect("decodes");
            Session::replay(&opened, None).expect("a sealed link opens");
            self.open_s += started.elapsed().as_secs_f64();
            self.count += 1;
            lengths.push(text.len());
        }
    }

    fn print(&mut self) {
        let median = |v: &mut Vec<usize>| {
            v.sort_unstable();
            (v[v.len() / 2], v[v.len() - 1])
        };
        let ((mid, mid_max), (late, late_max)) = (median(&mut self.mid), median(&mut self.late));
        println!(
            "  sealed share link of a game in progress ({} games): mid-game {mid} characters (longest {mid_max}), at the last move {late} (longest {late_max}); sealing {:.2} ms, opening {:.2} ms on average",
            self.late.len(),
            1000.0 * self.seal_s / self.count as f64,
            1000.0 * self.open_s / self.count as f64
        );
    }
}

/// Issue 25's figures, measured: two devices (icih::link) play Medium-vs-Medium games by
/// passing link texts only, with the deck masked and every card unmasked as the protocol says.
fn link_costs(games: u64, options: &Options) {
    thread_local! {
        static LAST_PAUSE: Cell<Option<Instant>> = const { Cell::new(None) };
    }
    fn since(last: &'static std::thread::LocalKey<Cell<Option<Instant>>>) -> f64 {
        last.with(|c| c.get().map_or(0.0, |t| t.elapsed().as_secs_f64()))
    }
    let stretch_meter = |stretch: &Rc<Cell<f64>>| {
        LAST_PAUSE.with(|c| c.set(Some(Instant::now())));
        let stretch = stretch.clone();
        Slicer::new(move |_| {
            stretch.set(stretch.get().max(since(&LAST_PAUSE)));
            LAST_PAUSE.with(|c| c.set(Some(Instant::now())));
            None
        })
    };
    let (mut links, mut moves) = (0usize, 0usize);
    let (mut first, mut longest, mut total_chars) = (0usize, 0usize, 0usize);
    let mut by_third = [0usize; 3];
    let (mut open_time, mut receive_time, mut slowest) = (0f64, 0f64, 0f64);
    let mut verified = 0;
    let mut all_sizes = Vec::new();
    // The longest work between two pauses of a link taken in slices (what the app does
    // between frames): the time since the last pause, kept at each.
    let stretch = Rc::new(Cell::new(0f64));
    for seed in 0..games {
        let mut rng = GameRng::from_seed(seed ^ 0x5eed);
        let mut secret = || {
            let mut bytes = [0u8; 32];
            bytes.iter_mut().for_each(|b| *b = rng.below(256) as u8);
            Secret(bytes)
        };
        let (home_secret, away_secret) = (secret(), secret());
        let started = Instant::now();
        let mut home = Device::open(options.clone(), home_secret);
        let opening = home.last_sent().expect("the opening link").to_owned();
        let mut away = Device::join(&opening, away_secret).expect("joined");
        open_time += started.elapsed().as_secs_f64();
        let mut sizes = vec![opening.len(), away.last_sent().expect("a link").len()];
        let mut active = Team::Away;
        loop {
            let (me, other) = match active {
                Team::Home => (&mut home, &mut away),
                Team::Away => (&mut away, &mut home),
            };
            while me.status() == Status::YourMove {
                let action = me
                    .game()
                    .computer_choice(me.seat(), Level::Medium, seed)
                    .expect("a move");
                me.play(action).expect("a legal move");
                moves += 1;
            }
            if let (Status::Over { verdict: Some(v) }, Status::Over { verdict: Some(_) }) =
                (me.status(), other.status())
            {
                verified += usize::from(v == Verdict::Verified);
                break;
            }
            let text = me.last_sent().expect("a link to send").to_owned();
            if other.links() > 1 {
                sizes.push(text.len());
            }
            let started = Instant::now();
            let mut slicer = stretch_meter(&stretch);
            run_at_once(other.receive_sliced(&text, &mut slicer)).expect("an honest link");
            let took = started.elapsed().as_secs_f64();
            stretch.set(stretch.get().max(since(&LAST_PAUSE)));
            receive_time += took;
            slowest = slowest.max(took);
            active = other.seat();
        }
        links += sizes.len();
        all_sizes.extend(sizes.iter().copied());
        first = first.max(sizes[0].max(sizes[1]));
        longest = longest.max(sizes.iter().copied().max().unwrap_or(0));
        total_chars += sizes.iter().sum::<usize>();
        for (i, size) in sizes.iter().enumerate() {
            let third = (3 * i / sizes.len()).min(2);
            by_third[third] = by_third[third].max(*size);
        }
    }
    let per_game = |x: usize| x as f64 / games as f64;
    println!(
        "playing by link ({games} Medium-vs-Medium games between two devices; docs/link-play.md):"
    );
    println!(
        "  a game: {:.0} moves, {:.0} links, {:.0} characters in all; {verified} of {games} verified at the end",
        per_game(moves),
        per_game(links),
        per_game(total_chars)
    );
    all_sizes.sort_unstable();
    let decks = all_sizes.iter().filter(|&&s| s > 4000).count();
    println!(
        "  longest link: {longest} characters (the opening two: {first}); median {}; {:.1} links a game over 4,000 (those with a deck step); longest in each third of a game: {} / {} / {}",
        all_sizes.get(all_sizes.len() / 2).copied().unwrap_or(0),
        per_game(decks),
        by_third[0],
        by_third[1],
        by_third[2]
    );
    println!(
        "  native time: opening (both shuffle steps of the first deck) {:.1} ms; taking a link {:.2} ms on average, {:.1} ms at most; in slices, the longest work between two pauses {:.2} ms",
        1000.0 * open_time / games as f64,
        1000.0 * receive_time / links.max(1) as f64,
        1000.0 * slowest,
        1000.0 * stretch.get()
    );
}

/// The cost of each proof a game by link makes and checks (issue 38): a 64-card deck step
/// and an unmasking, made and checked natively.
fn proof_costs(reps: u32) {
    use curve25519_dalek::ristretto::RistrettoPoint;
    use rinkside::engine::proofs::{
        prove_dleq, prove_shuffle, public_key, verify_dleq, verify_shuffle,
    };
    let secret = Secret([9; 32]);
    let k = secret.key(0);
    let deck: Vec<RistrettoPoint> = (1..=64u8)
        .map(|c| {
            RistrettoPoint::hash_from_bytes::<sha2::Sha512>(
                &[b"bench card ".as_slice(), &[c]].concat(),
            )
        })
        .collect();
    let order = secret.order(0, 64);
    let out: Vec<RistrettoPoint> = order.iter().map(|&j| k * deck[j]).collect();
    let key = public_key(&k);
    let time = |f: &mut dyn FnMut()| {
        let started = Instant::now();
        for _ in 0..reps {
            f();
        }
        1000.0 * started.elapsed().as_secs_f64() / f64::from(reps)
    };
    let mut proof = None;
    let make = time(&mut || proof = Some(prove_shuffle(&k, b"bench", &deck, &order, &out)));
    let proof = proof.expect("made");
    let check = time(&mut || assert!(verify_shuffle(&key, b"bench", &deck, &out, &proof)));
    let masked = out[0];
    let unmasked = k.invert() * masked;
    let mut dleq = None;
    let make_u = time(&mut || dleq = Some(prove_dleq(&k, b"bench", &unmasked, &masked)));
    let dleq = dleq.expect("made");
    let check_u = time(&mut || assert!(verify_dleq(&key, b"bench", &unmasked, &masked, &dleq)));
    println!(
        "  proofs ({reps} each, natively): a 64-card deck step made in {make:.1} ms (its proof {:.0} bytes), checked in {check:.1} ms; an unmasking made in {make_u:.3} ms, checked in {check_u:.3} ms",
        postcard::to_allocvec(&proof).map(|b| b.len()).unwrap_or(0) as f64
    );
}
