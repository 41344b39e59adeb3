//! Two devices play whole games by passing link texts only (issue 25).

use super::draws::{DrawTo, HIDDEN};
use super::link::{Device, Link, LinkError, Opening, Part, Status, Verdict};
use super::state::{Action, Era, Options, Players};
use crate::engine::mental_poker::Secret;
use crate::engine::{Game, GameRng, Team, Viewer};

pub(super) fn secret(rng: &mut GameRng) -> Secret {
    let mut bytes = [0u8; 32];
    for b in &mut bytes {
        *b = rng.below(256) as u8;
    }
    Secret(bytes)
}

pub(super) fn options(era: Era) -> Options {
    Options {
        players: Players::TwoPlayers,
        era,
    }
}

/// What a game by link cost.
#[derive(Debug, Default)]
pub struct Played {
    pub links: usize,
    pub moves: usize,
    pub longest: usize,
    pub sizes: Vec<usize>,
}

/// No device ever reads a card dealt to the other hand before the end.
fn assert_secret(device: &Device) {
    let game = device.game();
    let other = device.seat().other();
    let script = game.script().expect("by link");
    for d in &script.draws {
        if d.to == DrawTo::Hand(other) && game.outcome_ref().is_none() {
            assert_eq!(
                device.readable(d.epoch, d.pos),
                None,
                "{:?} reads the other's card {d:?}",
                device.seat()
            );
        }
    }
    let shown = game.hand(other).iter().filter(|&&c| c != HIDDEN).count();
    assert!(
        shown <= device.kept_by(other),
        "the other hand shows {shown} cards"
    );
    // What a table shows (the game as it stood before a card not yet turned up): the other
    // hand unseen, and no hidden card in a hand the table draws for this seat.
    let table = device.session();
    let view = table.state.view(Viewer::Seat(device.seat()));
    if table.state.outcome_ref().is_none() {
        assert_eq!(view.hands[other], None);
    }
    if device.status() == Status::YourMove {
        assert!(!table.state.hand(device.seat()).contains(&HIDDEN));
        assert_eq!(table.state.legal(device.seat()), device.legal());
    }
}

pub(super) type Chooser<'a> = &'a mut dyn FnMut(&Device, &[Action], &mut GameRng) -> Action;
type Tamper<'a> = &'a mut dyn FnMut(&mut Device, &mut Device, String) -> String;

pub(super) fn at_random(_: &Device, legal: &[Action], rng: &mut GameRng) -> Action {
    legal[rng.below(legal.len())]
}

/// Plays a game between two devices that pass only link texts, each choosing with `choose`.
/// `setup` may change the devices after the opening, `tamper` a link on its way. Returns the
/// first refusal, if a link is refused.
fn play_with(
    seed: u64,
    era: Era,
    setup: impl FnOnce(&mut Device, &mut Device),
    choose: Chooser,
    tamper: Tamper,
) -> Result<(Device, Device, Played), LinkError> {
    let mut rng = GameRng::from_seed(seed);
    let mut home = Device::open(options(era), secret(&mut rng));
    let first = home.last_sent().expect("the opening link").to_owned();
    let mut away = Device::join(&first, secret(&mut rng)).expect("joined");
    setup(&mut home, &mut away);
    let mut played = Played {
        links: 1,
        longest: first.len(),
        sizes: vec![first.len()],
        ..Played::default()
    };
    let mut active = Team::Away;
    for _ in 0..20_000 {
        let (me, other) = match active {
            Team::Home => (&mut home, &mut away),
            Team::Away => (&mut away, &mut home),
        };
        while me.status() == Status::YourMove {
            let legal = me.legal();
            let action = choose(me, &legal, &mut rng);
            me.play(action).expect("a legal move");
            played.moves += 1;
            assert_secret(me);
        }
        if let (Status::Over { verdict: Some(_) }, Status::Over { verdict: Some(_) }) =
            (me.status(), other.status())
        {
            return Ok((home, away, played));
        }
        let text = me.last_sent().expect("a link to send").to_owned();
        let link = Link::from_text(&text).expect("readable");
        // A secret is shown only once the game is over (with it, the other hand is readable).
        if link
            .parts()
            .iter()
            .any(|p| matches!(p, Part::Reveal { .. }))
        {
            assert!(
                matches!(me.status(), Status::Over { .. }),
                "{:?} revealed its secret before the end",
                me.seat()
            );
        }
        assert_eq!(
            (link.seq() + 1, link.from()),
            (me.links(), me.seat()),
            "a new link is sealed"
        );
        played.links += 1;
        played.sizes.push(text.len());
        played.longest = played.longest.max(text.len());
        let text = tamper(me, other, text);
        let before = other.clone();
        if let Err(e) = other.receive(&text) {
            assert_eq!(*other, before, "a refused link changes nothing");
            return Err(e);
        }
        assert_secret(other);
        active = other.seat();
    }
    panic!("the game by link did not end");
}

fn play(seed: u64, era: Era) -> (Device, Device, Played) {
    play_with(seed, era, |_, _| {}, &mut at_random, &mut |_, _, t| t).expect("honest links")
}

fn verdicts(home: &Device, away: &Device) -> [Option<Verdict>; 2] {
    [home, away].map(|d| match d.status() {
        Status::Over { verdict } => verdict,
        _ => None,
    })
}

#[test]
fn a_whole_game_by_link_is_verified_and_nobody_sees_the_other_hand() {
    let (home, away, played) = play(1, Era::Shootout);
    assert_eq!(
        verdicts(&home, &away),
        [Some(Verdict::Verified), Some(Verdict::Verified)]
    );
    assert_eq!(home.game().outcome_ref(), away.game().outcome_ref());
    assert!(home.game().outcome_ref().is_some());
    // Verified, each table shows both hands in full.
    for device in [&home, &away] {
        let table = device.session();
        assert_eq!(table.state.outcome_ref(), home.game().outcome_ref());
        for team in Team::BOTH {
            assert!(
                !table.state.hand(team).contains(&HIDDEN),
                "{team:?} hand shown in full"
            );
        }
    }
    assert!(played.moves > 50, "{played:?}");
    assert!(
        fits_a_message(&played),
        "every link fits a chat message: {played:?}"
    );
}

#[test]
fn a_device_saved_and_restored_after_every_link_plays_on() {
    let (home, away, _) = play_with(
        6,
        Era::Shootout,
        |_, _| {},
        &mut at_random,
        &mut |me, _, text| {
            let saved = me.to_saved();
            let restored = Device::from_saved(&saved).expect("the saved device reads back");
            assert_eq!(restored, *me);
            *me = restored;
            text
        },
    )
    .expect("honest links");
    assert_eq!(
        verdicts(&home, &away),
        [Some(Verdict::Verified), Some(Verdict::Verified)]
    );
    assert_eq!(Device::from_saved("not a device"), None);
}

#[test]
fn links_that_are_edited_replayed_skipped_foreign_or_own_are_refused() {
    let mut rng = GameRng::from_seed(9);
    let mut home = Device::open(options(Era::Overtime), secret(&mut rng));
    let first = home.last_sent().unwrap().to_owned();
    let away = Device::join(&first, secret(&mut rng)).unwrap();
    let second = away.last_sent().unwrap().to_owned();
    let before = home.clone();
    // A character changed in passing.
    let mut edited: Vec<char> = second.chars().collect();
    let at = edited.len() / 2;
    edited[at] = if edited[at] == 'A' { 'B' } else { 'A' };
    let edited: String = edited.into_iter().collect();
    assert!(matches!(
        home.receive(&edited),
        Err(LinkError::Changed | LinkError::Damaged)
    ));
    assert!(matches!(
        home.receive(&second[..second.len() - 9]),
        Err(LinkError::Damaged | LinkError::Changed)
    ));
    assert_eq!(home.receive("<b>hello</b>"), Err(LinkError::NotALink));
    // Its own link, and the wrong number in the chain.
    assert_eq!(home.receive(&first), Err(LinkError::OwnLink));
    let mut skipped = Link::from_text(&second).unwrap();
    skipped.set_seq(5);
    assert!(matches!(
        home.receive(&skipped.reseal().to_text()),
        Err(LinkError::Missing { .. })
    ));
    // Someone else's game.
    let mut other_home = Device::open(options(Era::Overtime), secret(&mut rng));
    let foreign_first = other_home.last_sent().unwrap().to_owned();
    let foreign = Device::join(&foreign_first, secret(&mut rng)).unwrap();
    assert_eq!(
        home.receive(foreign.last_sent().unwrap()),
        Err(LinkError::OtherGame)
    );
    other_home
        .receive(foreign.last_sent().unwrap())
        .expect("its own game's link");
    assert_eq!(home, before, "nothing changed");
    // The real one is taken once; sent again, it is old.
    home.receive(&second).expect("the real link");
    assert!(matches!(home.receive(&second), Err(LinkError::Old { .. })));
    // A link whose chain does not follow the last one (an earlier move changed and resealed).
    let mut rewritten = Link::from_text(&second).unwrap();
    rewritten.set_seq(home.links());
    assert_eq!(
        home.receive(&rewritten.reseal().to_text()),
        Err(LinkError::Chain)
    );
}

#[test]
fn a_shuffle_not_made_by_the_secret_promised_is_caught_at_the_end() {
    for cheater in Team::BOTH {
        let (home, away, _) = play_with(
            3,
            Era::TieGame,
            |home, away| match cheater {
                Team::Home => home.cheat_with_order(),
                Team::Away => away.cheat_with_order(),
            },
            &mut at_random,
            &mut |_, _, t| t,
        )
        .expect("the links themselves look honest");
        let honest = if cheater == Team::Home { &away } else { &home };
        match honest.status() {
            Status::Over {
                verdict: Some(Verdict::Mismatch(why)),
            } => {
                assert!(why.contains("shuffle"), "{why}")
            }
            other => panic!("{cheater:?}'s false shuffle passed: {other:?}"),
        }
    }
}

#[test]
fn a_card_the_player_was_not_dealt_is_caught() {
    // The visitors' app claims its first card is another one, and plays it when it can.
    let fake = std::cell::Cell::new(0);
    let faked = std::cell::Cell::new(false);
    let mut played_fake = false;
    let result = play_with(
        4,
        Era::TieGame,
        |home, away| {
            let game = away.game();
            let real = game.hand(Team::Away).to_vec();
            fake.set(
                (1..=64)
                    .find(|c| !real.contains(c) && !game.hand(Team::Home).contains(c))
                    .unwrap(),
            );
            faked.set(away.cheat_with_card(0, fake.get()));
            let _ = home;
        },
        &mut |device, legal, rng| {
            if device.seat() == Team::Away
                && faked.get()
                && let Some(a) = legal.iter().find(|a| a.card() == Some(fake.get()))
            {
                played_fake = true;
                return *a;
            }
            at_random(device, legal, rng)
        },
        &mut |_, _, t| t,
    );
    assert!(faked.get() && played_fake, "the cheat was made");
    match result {
        Err(LinkError::Cheat(_)) => {}
        Ok((home, _, _)) => match home.status() {
            Status::Over {
                verdict: Some(Verdict::Mismatch(why)),
            } => {
                assert!(why.contains("not allowed with the cards dealt"), "{why}")
            }
            other => panic!("a card never dealt passed: {other:?}"),
        },
        Err(e) => panic!("refused for another reason: {e}"),
    }
}

#[test]
fn a_false_unmasking_is_caught() {
    // A link's two unmaskings swapped (each a real unmasking, of the wrong card).
    let mut swapped = false;
    let result = play_with(
        5,
        Era::TieGame,
        |_, _| {},
        &mut at_random,
        &mut |me, _, text| {
            let mut link = Link::from_text(&text).unwrap();
            let at: Vec<usize> = link
                .parts()
                .iter()
                .enumerate()
                .filter(|(_, p)| matches!(p, Part::Unmask { .. }))
                .map(|(i, _)| i)
                .collect();
            if swapped || at.len() < 2 || link.seq() < 4 {
                return text;
            }
            swapped = true;
            let parts = link.parts_mut();
            let (Part::Unmask { point: a, .. }, Part::Unmask { point: b, .. }) =
                (parts[at[0]].clone(), parts[at[1]].clone())
            else {
                unreachable!()
            };
            if let Part::Unmask { point, .. } = &mut parts[at[0]] {
                *point = b;
            }
            if let Part::Unmask { point, .. } = &mut parts[at[1]] {
                *point = a;
            }
            me.resend_as(link)
        },
    );
    assert!(swapped);
    // Each unmasking's proof is made for its own position: refused the moment it arrives.
    match result {
        Err(LinkError::Cheat(why)) => assert!(why.contains("without a valid proof"), "{why}"),
        Ok(_) => panic!("a false unmasking passed"),
        Err(e) => panic!("refused for another reason: {e}"),
    }
}

mod property {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig { cases: 6, ..ProptestConfig::default() })]
        #[test]
        fn every_honest_game_by_link_ends_verified(seed in any::<u64>(), era in 0usize..4) {
            let era = [Era::TieGame, Era::Playoff, Era::Overtime, Era::Shootout][era];
            let (home, away, played) = play(seed, era);
            prop_assert_eq!(verdicts(&home, &away), [Some(Verdict::Verified), Some(Verdict::Verified)]);
            prop_assert!(fits_a_message(&played), "{:?}", played);
        }
    }
}

#[test]
fn a_short_overtime_by_link_keeps_its_shuffles_apart() {
    // Found by the property test: a stalled draw's garbage once reached a reshuffle.
    let (home, away, _) = play(10464778173529444199, Era::Overtime);
    assert_eq!(
        verdicts(&home, &away),
        [Some(Verdict::Verified), Some(Verdict::Verified)]
    );
}

/// Plays `device`'s moves at random until it waits; returns the link it then has to send.
pub(super) fn move_until_waiting(device: &mut Device, rng: &mut GameRng) -> String {
    while device.status() == Status::YourMove {
        let legal = device.legal();
        device.play(at_random(device, &legal, rng)).expect("legal");
    }
    device.link_to_send().expect("a link to send").to_owned()
}

#[test]
fn a_device_that_opens_its_own_first_link_is_told_to_send_it_and_does_not_join() {
    let mut rng = GameRng::from_seed(11);
    let home = Device::open(options(Era::Overtime), secret(&mut rng));
    let first_text = home.last_sent().unwrap().to_owned();
    let first = Link::from_text(&first_text).unwrap();
    // The home device holds the sender's save of this game, not the visitors': it must not
    // join its own game as the visitors.
    assert_eq!(
        first.opening(false, true),
        Opening::Refuse(LinkError::OwnLink)
    );
    // A device with neither side joins; the side it was sent to takes it in.
    assert_eq!(first.opening(false, false), Opening::Join);
    assert_eq!(first.opening(true, false), Opening::Receive);
    // Every own link, first or later, says so in the same words.
    let said = LinkError::OwnLink.to_string();
    assert!(
        said.contains("this is the link to send to your friend"),
        "{said}"
    );
    let mut again = home.clone();
    assert_eq!(again.receive(&first_text), Err(LinkError::OwnLink));
    assert_eq!(again, home, "nothing changed");
    // A later link on a device that holds neither side is not a start.
    let mut away = Device::join(&first_text, secret(&mut rng)).unwrap();
    let mut home = home;
    home.receive(away.last_sent().unwrap()).unwrap();
    let later = Link::from_text(&move_until_waiting(&mut home, &mut rng)).unwrap();
    assert!(later.seq() >= 2);
    assert_eq!(
        later.opening(false, false),
        Opening::Refuse(LinkError::NotJoined)
    );
    assert_eq!(
        later.opening(false, true),
        Opening::Refuse(LinkError::OwnLink)
    );
    away.receive(&later.to_text()).expect("the friend takes it");
}

#[test]
fn a_second_join_from_the_same_first_link_is_refused_at_home_as_seat_taken() {
    for friend_first in [true, false] {
        let mut rng = GameRng::from_seed(12);
        let mut home = Device::open(options(Era::Overtime), secret(&mut rng));
        let first = home.last_sent().unwrap().to_owned();
        let friend = Device::join(&first, secret(&mut rng)).unwrap();
        let stranger = Device::join(&first, secret(&mut rng)).unwrap();
        let (seated, late) = if friend_first {
            (&friend, &stranger)
        } else {
            (&stranger, &friend)
        };
        // The first reply taken seats its device; the other is told the seat is taken.
        home.receive(seated.last_sent().unwrap()).unwrap();
        let before = home.clone();
        assert_eq!(
            home.receive(late.last_sent().unwrap()),
            Err(LinkError::SeatTaken)
        );
        assert_eq!(home, before, "nothing changed");
        assert_eq!(
            LinkError::SeatTaken.to_string(),
            "the visitors' seat is already taken (another device joined first); nothing changed"
        );
        // The seated reply opened again is only an old link.
        assert!(matches!(
            home.receive(seated.last_sent().unwrap()),
            Err(LinkError::Old { .. })
        ));
    }
}

#[test]
fn a_late_joiner_is_refused_every_later_home_link_as_seat_taken_elsewhere() {
    let mut rng = GameRng::from_seed(13);
    let mut home = Device::open(options(Era::Overtime), secret(&mut rng));
    let first = home.last_sent().unwrap().to_owned();
    let mut friend = Device::join(&first, secret(&mut rng)).unwrap();
    let mut stranger = Device::join(&first, secret(&mut rng)).unwrap();
    home.receive(friend.last_sent().unwrap()).unwrap();
    let stranger_before = stranger.clone();
    let mut refused = 0;
    // A few home links meant for the friend: the friend plays on, the stranger is refused
    // each (its chain and numbering would otherwise call it an edit or a missing link).
    for _ in 0..4 {
        let text = move_until_waiting(&mut home, &mut rng);
        assert_eq!(stranger.receive(&text), Err(LinkError::SeatTakenElsewhere));
        refused += 1;
        friend.receive(&text).expect("the friend takes it");
        let reply = move_until_waiting(&mut friend, &mut rng);
        home.receive(&reply).expect("home takes the friend's reply");
    }
    assert_eq!(refused, 4);
    assert_eq!(stranger, stranger_before, "nothing changed");
    assert_eq!(
        LinkError::SeatTakenElsewhere.to_string(),
        "the seat is taken: this game's visitors play on another device"
    );
}

/// A link with a deck step (its points and proof) is under 16,000 characters; any other link
/// under 4,000. Few links carry a deck: a game's shuffles, two links each.
fn fits_a_message(played: &Played) -> bool {
    let decks = played.sizes.iter().filter(|&&s| s >= 4000).count();
    played.longest < 16_000 && decks <= 40
}

#[test]
fn a_word_on_the_seat_from_the_visitors_is_refused() {
    let mut rng = GameRng::from_seed(14);
    let mut home = Device::open(options(Era::Overtime), secret(&mut rng));
    let first = home.last_sent().unwrap().to_owned();
    let away = Device::join(&first, secret(&mut rng)).unwrap();
    let mut reply = Link::from_text(away.last_sent().unwrap()).unwrap();
    reply.parts_mut().push(Part::Seated { visitors: [0; 8] });
    let before = home.clone();
    // Signed by the visitors' own app, and still refused.
    assert!(matches!(
        home.receive(&away.signed(reply)),
        Err(LinkError::Cheat(_))
    ));
    assert_eq!(home, before);
}

/// The browser test's fixture (tests/e2e/fixtures/link-attacks.json): a home device that has
/// sent its first link, the visitors' genuine reply, the same reply with a tampered shuffle
/// proof (signed by the visitors' own key) and signed by a third key, and the check code both
/// tables must show. Written with WRITE_E2E_FIXTURES=1; checked here to be current.
#[test]
fn link_attack_browser_fixture_is_current() {
    use crate::engine::GameId;
    use crate::storage::{LINK_DEVICE_PREFIX, SCHEMA_VERSION, SaveSummary, SavedGame};
    let mut rng = GameRng::from_seed(38);
    let (home_secret, away_secret, third) = (secret(&mut rng), secret(&mut rng), secret(&mut rng));
    let mut home = Device::open(options(Era::TieGame), home_secret);
    let away = Device::join(home.last_sent().unwrap(), away_secret).unwrap();
    let genuine = away.last_sent().unwrap().to_owned();
    let tampered = super::link::forged(&genuine, &away_secret, |parts| {
        for part in parts {
            if let Part::Deck { proof, .. } = part {
                **proof = proof.tampered();
            }
        }
    })
    .unwrap();
    let third_key = super::link::forged(&genuine, &third, |_| {}).unwrap();
    let save = |device: &Device, side: &str| {
        let id = format!("link-{}-{side}", device.game_id());
        let saved = SavedGame {
            schema: SCHEMA_VERSION,
            id: id.clone(),
            game: GameId::Icih,
            summary: SaveSummary {
                teams: "Home vs Visitors (by link)".into(),
                score: "0-0".into(),
                period: device.turn_words(),
            },
            created_ms: 1.0e12,
            updated_ms: 1.0e12,
            record: format!("{LINK_DEVICE_PREFIX}{}", device.to_saved()),
        };
        (
            format!("rinkside.game.{id}"),
            serde_json::to_string(&saved).unwrap(),
        )
    };
    let (home_key, home_save) = save(&home, "home");
    let (away_key, away_save) = save(&away, "away");
    // The fixture's claims, checked on the devices themselves.
    let before = home.clone();
    assert!(
        matches!(home.receive(&tampered), Err(LinkError::Cheat(why)) if why.contains("no valid proof"))
    );
    assert_eq!(home.receive(&third_key), Err(LinkError::NotSigned));
    assert_eq!(home, before);
    home.receive(&genuine).unwrap();
    let code = home.short_code().unwrap();
    assert_eq!(
        away.short_code(),
        Some(code.clone()),
        "the same code on both tables"
    );
    let json = serde_json::json!({
        "home_key": home_key, "home_save": home_save,
        "away_key": away_key, "away_save": away_save,
        "genuine": genuine, "tampered_proof": tampered, "third_key": third_key, "code": code,
    });
    let text = format!("{}\n", serde_json::to_string_pretty(&json).unwrap());
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/e2e/fixtures/link-attacks.json"
    );
    if std::env::var_os("WRITE_E2E_FIXTURES").is_some() {
        std::fs::write(path, &text).unwrap();
    }
    assert_eq!(
        std::fs::read_to_string(path).unwrap_or_default(),
        text,
        "tests/e2e/fixtures/link-attacks.json is stale: run WRITE_E2E_FIXTURES=1 cargo test --lib link_attack_browser_fixture_is_current"
    );
}

#[test]
fn link_attack_fuzz_the_largest_link_number_is_refused_as_missing() {
    // Found by the link fuzzer: the number is read before the signature, so anyone can send
    // the largest one; saying which link it is must not overflow.
    let mut rng = GameRng::from_seed(15);
    let mut home = Device::open(options(Era::Overtime), secret(&mut rng));
    let first = home.last_sent().unwrap().to_owned();
    let away = Device::join(&first, secret(&mut rng)).unwrap();
    let mut far = Link::from_text(away.last_sent().unwrap()).unwrap();
    far.set_seq(u32::MAX);
    let before = home.clone();
    assert_eq!(
        home.receive(&far.reseal().to_text()),
        Err(LinkError::Missing {
            got: u32::MAX,
            at: 2
        })
    );
    assert_eq!(home, before);
}

/// The app takes links in slices (a few points of a proof between frames): cut at every
/// pause, each link gives the same device as taken at once, and the heavy links are cut
/// into many pieces.
#[test]
fn a_link_taken_in_slices_gives_the_same_device_as_taken_at_once() {
    use crate::engine::slices::tests::{run_stopping, stopping};
    let mut heavy: Vec<(usize, u64)> = Vec::new();
    let mut count = 0;
    let (home, away, _) = play_with(
        4,
        Era::Shootout,
        |_, _| {},
        &mut at_random,
        &mut |_, other, text| {
            count += 1;
            let link = Link::from_text(&text).expect("readable");
            let deck = link.parts().iter().any(|p| matches!(p, Part::Deck { .. }));
            let reveal = link
                .parts()
                .iter()
                .any(|p| matches!(p, Part::Reveal { .. }));
            if deck || reveal || count % 25 == 0 {
                let mut at_once = other.clone();
                at_once.receive(&text).expect("an honest link");
                let mut sliced = other.clone();
                let (mut slicer, stops) = stopping();
                run_stopping(sliced.receive_sliced(&text, &mut slicer)).expect("an honest link");
                assert_eq!(sliced, at_once, "link {count} taken in slices");
                if deck || reveal {
                    heavy.push((count, stops.get()));
                }
            }
            text
        },
    )
    .expect("honest links");
    assert_eq!(
        verdicts(&home, &away),
        [Some(Verdict::Verified), Some(Verdict::Verified)]
    );
    assert!(heavy.len() > 10, "{heavy:?}");
    // A 64-card step is checked in 8-point pieces (and the reply made the same way).
    assert!(heavy.iter().all(|&(_, stops)| stops >= 25), "{heavy:?}");
}
