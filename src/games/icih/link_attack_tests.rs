//! The attacks of the security review of play by link (shared/audits/round2/link-play-security.md,
//! issue 38), each played by a cheating app against an honest device. The honest side refuses
//! each at the link it arrives, in words a person understands, and nothing saved on it changes;
//! a final secret held back leaves the result unconfirmed, and a false one is kept as the verdict.
//! Two attacks need the cryptography (shuffle proofs, signed links): they are ignored until it
//! lands.

use super::draws::DrawTo;
use super::link::{Device, Link, LinkError, MAX_LINK_CHARS, MAX_PARTS, Part, Status, Verdict};
use super::link_tests::{Chooser, at_random, move_until_waiting, options, secret};
use super::state::{Action, Era, Level, Players};
use crate::engine::mental_poker::{self as mp, CardPoints, Secret};
use crate::engine::{GameRng, Team};
use curve25519_dalek::scalar::Scalar;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::{Duration, Instant};

/// The card points, as anyone can make them from the open source (link.rs's domain).
fn cards() -> CardPoints {
    CardPoints::new(b"rinkside icih", 64)
}

/// What a cheating app does with a link it is about to send: the texts it sends instead.
type Tamper<'a> = &'a mut dyn FnMut(&mut Device, &mut Device, String, &mut GameRng) -> Vec<String>;

/// The visitors' app drops its secret from every link (a cheater who never lets itself be
/// checked).
fn keep_away_secret(me: &mut Device, _: &mut Device, text: String, _: &mut GameRng) -> Vec<String> {
    if me.seat() != Team::Away {
        return vec![text];
    }
    let mut link = Link::from_text(&text).unwrap();
    if !link
        .parts()
        .iter()
        .any(|p| matches!(p, Part::Reveal { .. }))
    {
        return vec![text];
    }
    link.parts_mut()
        .retain(|p| !matches!(p, Part::Reveal { .. }));
    vec![me.resend_as(link)]
}

/// Plays on, `active` next to send, until nothing is left to send; the first refusal ends it.
/// Returns how many links were passed.
fn play_on(
    home: &mut Device,
    away: &mut Device,
    mut active: Team,
    rng: &mut GameRng,
    choose: Chooser,
    tamper: Tamper,
) -> Result<usize, LinkError> {
    let mut links = 0;
    for _ in 0..20_000 {
        let (me, other) = match active {
            Team::Home => (&mut *home, &mut *away),
            Team::Away => (&mut *away, &mut *home),
        };
        while me.status() == Status::YourMove {
            let legal = me.legal();
            let action = choose(me, &legal, rng);
            me.play(action).expect("a legal move");
        }
        let Some(text) = me.link_to_send().map(str::to_owned) else {
            return Ok(links);
        };
        let texts = tamper(me, other, text, rng);
        if texts.is_empty() {
            return Ok(links);
        }
        for t in texts {
            other.receive(&t)?;
            links += 1;
        }
        active = other.seat();
    }
    panic!("the game by link did not end");
}

/// Both sides of a new game, the visitors joined (their first link not yet taken at home).
fn start(seed: u64, era: Era) -> (Device, Device, Secret, Secret, GameRng) {
    let mut rng = GameRng::from_seed(seed);
    let hs = secret(&mut rng);
    let aws = secret(&mut rng);
    let home = Device::open(options(era), hs);
    let first = home.last_sent().unwrap().to_owned();
    let away = Device::join(&first, aws).unwrap();
    (home, away, hs, aws, rng)
}

fn verdict(d: &Device) -> Option<Verdict> {
    match d.status() {
        Status::Over { verdict } => verdict,
        _ => None,
    }
}

/// `device` refuses `text`, and nothing saved on it changes: why.
fn refused(device: &mut Device, text: &str) -> LinkError {
    let before = device.to_saved();
    let why = device.receive(text).expect_err("the link is refused");
    assert_eq!(device.to_saved(), before, "a refused link changes nothing");
    why
}

fn cheat(why: &str) -> LinkError {
    LinkError::Cheat(why.into())
}

fn side(team: Team) -> &'static str {
    match team {
        Team::Home => "the home side",
        Team::Away => "the visitors",
    }
}

// ---------------------------------------------------------------------------------------------
// H3: a link may not carry the receiver's own moves.

#[test]
fn link_attack_the_visitors_make_a_home_decision() {
    for seed in 1..20 {
        let (mut home, mut away, _, _, mut rng) = start(seed, Era::TieGame);
        let mut forged = None;
        let result = play_on(
            &mut home,
            &mut away,
            Team::Away,
            &mut rng,
            &mut at_random,
            &mut |me, other, text, rng| {
                if forged.is_some() || me.seat() != Team::Away || me.links() < 6 {
                    return vec![text];
                }
                let mut probe = other.clone();
                if probe.receive(&text).is_err() || probe.status() != Status::YourMove {
                    return vec![text];
                }
                let view = me.game();
                if view.script().is_some_and(|s| s.stalled.is_some()) {
                    return vec![text];
                }
                // A home decision the visitors can see home may make (no hidden card needed).
                let Some(action) = view
                    .legal(Team::Home)
                    .into_iter()
                    .filter(|a| a.card().is_none())
                    .find(|a| probe.legal().contains(a))
                else {
                    return vec![text];
                };
                let at = me.move_count() + 1;
                me.play_for_other(action);
                while me.status() == Status::YourMove {
                    let legal = me.legal();
                    let a = at_random(me, &legal, rng);
                    me.play(a).unwrap();
                }
                let second = me.link_to_send().expect("sealed").to_owned();
                other.receive(&text).expect("the honest link");
                forged = Some((action, at, refused(other, &second)));
                vec![]
            },
        );
        let Some((action, at, why)) = forged else {
            continue;
        };
        result.expect("every link before the forged one is taken");
        assert_eq!(
            why,
            cheat(&format!(
                "move {at} was the home side's to make, not the visitors'"
            )),
            "{action:?}"
        );
        return;
    }
    panic!("no seed forged a move");
}

// ---------------------------------------------------------------------------------------------
// M1: a final secret only once the game is over, and nothing played after it.

#[test]
fn link_attack_an_early_secret_is_refused() {
    let (mut home, mut away, _, aws, _) = start(7, Era::TieGame);
    let reply = away.last_sent().unwrap().to_owned();
    let mut early = Link::from_text(&reply).unwrap();
    early.parts_mut().push(Part::Reveal { secret: aws.0 });
    let early = away.resend_as(early);
    assert_eq!(
        refused(&mut home, &early),
        cheat("the visitors sent the final secret before the game was over")
    );
    home.receive(&reply).expect("the honest link");
    assert_eq!(home.verdict(), None);
}

#[test]
fn link_attack_a_move_after_the_final_secret_is_refused() {
    let (mut home, mut away, _, _, mut rng) = start(2, Era::Overtime);
    let mut tried = false;
    play_on(
        &mut home,
        &mut away,
        Team::Away,
        &mut rng,
        &mut at_random,
        &mut |me, other, text, _| {
            let link = Link::from_text(&text).unwrap();
            if tried
                || !link
                    .parts()
                    .iter()
                    .any(|p| matches!(p, Part::Reveal { .. }))
            {
                return vec![text];
            }
            tried = true;
            // The same link with a move after its secret.
            let mut late = link.clone();
            late.parts_mut().push(Part::Move(Action::LetPlay));
            assert_eq!(
                refused(other, &me.signed(late)),
                cheat(&format!(
                    "{} sent a move after the final secret",
                    side(me.seat())
                ))
            );
            vec![text]
        },
    )
    .expect("the honest links");
    assert!(tried);
    assert_eq!(verdict(&home), Some(Verdict::Verified));
    // Both secrets are in now: a later link that plays on is refused.
    let late = home.seal_parts(vec![Part::Move(Action::LetPlay)]);
    assert_eq!(
        refused(&mut away, &late),
        cheat("the home side sent a move after the final secret")
    );
}

// ---------------------------------------------------------------------------------------------
// M2: a crafted opening link panicked the joining app; decks of the wrong size or for a
// shuffle not reached are refused.

#[test]
fn link_attack_a_short_first_deck_is_refused_when_joining() {
    let mut rng = GameRng::from_seed(1);
    let home = Device::open(options(Era::TieGame), secret(&mut rng));
    let mut link = Link::from_text(home.last_sent().unwrap()).unwrap();
    for part in link.parts_mut() {
        if let Part::Deck { points, .. } = part {
            points.truncate(1);
        }
    }
    let text = home.signed(link);
    assert!(text.len() < MAX_LINK_CHARS, "{}", text.len());
    assert_eq!(
        Device::join(&text, Secret([3; 32])).unwrap_err(),
        cheat("shuffle 1 has 64 cards, but its deck in this link holds 1")
    );
}

// ---------------------------------------------------------------------------------------------
// M3: the opening link may not set who plays the visitors.

#[test]
fn link_attack_the_opening_link_sets_the_visitors_players() {
    let (mut home, _, _, _, _) = start(8, Era::TieGame);
    let mut link = Link::from_text(home.last_sent().unwrap()).unwrap();
    for part in link.parts_mut() {
        if let Part::Open { options, .. } = part {
            options.players = Players::VsComputer {
                computer: Team::Away,
                level: Level::Easy,
            };
        }
    }
    let text = home.resend_as(link);
    assert_eq!(
        Device::join(&text, Secret([4; 32])).unwrap_err(),
        cheat("the opening link sets who plays the visitors")
    );
}

// ---------------------------------------------------------------------------------------------
// L1: sizes are bounded; decks for shuffles not yet reached are refused.

#[test]
fn link_attack_a_link_with_a_thousand_future_decks_is_refused() {
    let (mut home, mut away, hs, _, mut rng) = start(9, Era::TieGame);
    home.receive(away.last_sent().unwrap()).unwrap();
    let next = move_until_waiting(&mut home, &mut rng);
    // Distinct points, as a deck must have (a stacked one is refused for that: H1).
    let deck: Vec<_> = (1..=64)
        .map(|c| mp::to_bytes(&(hs.key(1) * cards().point(c))))
        .collect();
    let one = cards().point(1);
    let proof = crate::engine::proofs::prove_shuffle(&hs.key(1), b"", &[one], &[0], &[one]);
    let with_decks = |n: u16| {
        let mut link = Link::from_text(&next).unwrap();
        for epoch in 1..=n {
            link.parts_mut().push(Part::Deck {
                epoch,
                points: deck.clone(),
                key: [0; 32],
                proof: Box::new(proof.clone()),
            });
        }
        home.signed(link)
    };
    let huge = with_decks(1000);
    let started = Instant::now();
    assert_eq!(refused(&mut away, &huge), LinkError::TooLong(huge.len()));
    assert!(huge.len() > MAX_LINK_CHARS);
    eprintln!(
        "L1: a link of {} characters refused in {:?}",
        huge.len(),
        started.elapsed()
    );
    // One deck for the next shuffle, well within the size: the game has not reached it.
    assert_eq!(
        refused(&mut away, &with_decks(1)),
        cheat("a deck for shuffle 2, which the game has not reached")
    );
    // Parts past the cap, each a harmless one (home's word on the visitors' seat).
    let mut many = Link::from_text(&next).unwrap();
    let seated = many.parts()[0].clone();
    assert!(matches!(seated, Part::Seated { .. }));
    many.parts_mut().resize(MAX_PARTS + 1, seated);
    let many = home.signed(many);
    assert!(many.len() < MAX_LINK_CHARS);
    assert_eq!(
        refused(&mut away, &many),
        LinkError::TooManyParts(MAX_PARTS + 1)
    );
    away.receive(&next).expect("the honest link");
}

// ---------------------------------------------------------------------------------------------
// H2: a cheat is named even if the cheater keeps its secret back or sends a false one.

#[test]
fn link_attack_a_cheat_goes_unconfirmed_and_a_false_secret_is_kept() {
    // The visitors shuffle with an order their secret does not make (named only with their
    // secret), and keep that secret back.
    let (mut home, mut away, _, _, mut rng) = start(7, Era::TieGame);
    away.cheat_with_order();
    home.receive(away.last_sent().unwrap()).unwrap();
    play_on(
        &mut home,
        &mut away,
        Team::Home,
        &mut rng,
        &mut at_random,
        &mut keep_away_secret,
    )
    .expect("every link is taken");
    assert!(home.game().outcome_ref().is_some());
    assert_eq!(home.status(), Status::Over { verdict: None });
    // Unconfirmed, never "checked" (the lobby lists the same words).
    let expected = if home.link_to_send().is_some() {
        "Final, unconfirmed: send the last link to the visitors"
    } else {
        "Final, unconfirmed: your friend has not sent the final check"
    };
    assert_eq!(home.turn_words(), expected);
    // A false secret is kept, as the verdict that names it.
    let wrong = away.seal_parts(vec![Part::Reveal { secret: [9; 32] }]);
    home.receive(&wrong)
        .expect("a false secret is taken in, and kept");
    let named = Verdict::Mismatch(
        "the visitors sent a final secret that is not the one they promised".into(),
    );
    assert_eq!(home.verdict(), Some(named.clone()));
    assert_eq!(home.turn_words(), "Final, but the check failed");
    let saved = Device::from_saved(&home.to_saved()).expect("saved");
    assert_eq!(saved.verdict(), Some(named));
    // Another secret after it changes nothing: the verdict stands.
    let again = away.seal_parts(vec![Part::Reveal { secret: [8; 32] }]);
    assert_eq!(
        refused(&mut home, &again),
        cheat("the visitors sent a second final secret")
    );
}

// ---------------------------------------------------------------------------------------------
// H1 (stop-gap): a stacked first deck, and unmaskings that read as a card twice.

#[test]
fn link_attack_a_labelled_first_deck_is_refused() {
    let mut rng = GameRng::from_seed(33);
    let hs = secret(&mut rng);
    let aws = secret(&mut rng);
    let mut home = Device::open(options(Era::TieGame), hs);
    let a = hs.key(0);
    let cards = cards();
    // Ten cards, the k-th (k = 1..=9) k times and the tenth 19 times: a group's size would name
    // its card at every position of the deck played from.
    let mut plain: Vec<u8> = (1..=9u8)
        .flat_map(|k| std::iter::repeat_n(k * 6, usize::from(k)))
        .chain(std::iter::repeat_n(61, 19))
        .collect();
    assert_eq!(plain.len(), 64);
    GameRng::from_seed(5).shuffle(&mut plain);
    let honest = home.last_sent().unwrap().to_owned();
    let mut link = Link::from_text(&honest).unwrap();
    for part in link.parts_mut() {
        if let Part::Deck {
            epoch: 0, points, ..
        } = part
        {
            *points = plain
                .iter()
                .map(|&c| mp::to_bytes(&(a * cards.point(c))))
                .collect();
        }
    }
    let planted = home.resend_as(link);
    assert_eq!(
        Device::join(&planted, aws).unwrap_err(),
        cheat("the home side's deck for shuffle 1 holds a card more than once")
    );
    // The visitors' deck step is held to the same.
    let mut home = Device::open(options(Era::TieGame), hs);
    let away = Device::join(home.last_sent().unwrap(), aws).unwrap();
    let mut reply = Link::from_text(away.last_sent().unwrap()).unwrap();
    for part in reply.parts_mut() {
        if let Part::Deck { points, .. } = part {
            points[1] = points[0];
        }
    }
    assert_eq!(
        refused(&mut home, &away.signed(reply)),
        cheat("the visitors' deck for shuffle 1 holds a card more than once")
    );
}

#[test]
fn link_attack_an_unmasking_that_repeats_a_card_is_refused() {
    let (mut home, away, _, _, mut rng) = start(5, Era::TieGame);
    home.receive(away.last_sent().unwrap()).unwrap();
    let text = move_until_waiting(&mut home, &mut rng);
    let link = Link::from_text(&text).unwrap();
    let unmaskings: Vec<(usize, u8, [u8; 32])> = link
        .parts()
        .iter()
        .enumerate()
        .filter_map(|(i, p)| match p {
            Part::Unmask {
                epoch: 0,
                pos,
                point,
                ..
            } => Some((i, *pos, *point)),
            _ => None,
        })
        .collect();
    assert!(unmaskings.len() >= 2, "{}", unmaskings.len());
    let ((_, first, point), (second, second_pos, _)) = (unmaskings[0], unmaskings[1]);
    // The second position's unmasking replaced by the first's: it reads as the same card.
    let mut told = away.clone();
    told.receive(&text).expect("the honest link");
    let card = told.readable(0, usize::from(first)).expect("read");
    let mut twice = link.clone();
    if let Part::Unmask { point: p, .. } = &mut twice.parts_mut()[second] {
        *p = point;
    }
    let mut away = away;
    // The unmasking's proof is for its own position: refused before it is read (the stop-gap
    // on cards read twice stays behind it).
    let _ = card;
    assert_eq!(
        refused(&mut away, &home.signed(twice)),
        cheat(&format!(
            "an unmasking of shuffle 1, card {}, without a valid proof",
            second_pos + 1
        ))
    );
    away.receive(&text).expect("the honest link");
}

#[test]
fn link_attack_an_unmasking_of_a_card_not_in_the_shuffle_is_refused() {
    // A later shuffle holds fewer cards (some sit out); an unmasking made to read as one of
    // those is refused (the test holds both secrets, so it can make one).
    let (mut home, mut away, hs, aws, mut rng) = start(4, Era::TieGame);
    home.receive(away.last_sent().unwrap()).unwrap();
    let cards = cards();
    let mut tried = None;
    play_on(
        &mut home,
        &mut away,
        Team::Home,
        &mut rng,
        &mut at_random,
        &mut |me, other, text, _| {
            if tried.is_some() {
                return vec![text];
            }
            let script = other.game().script().unwrap().clone();
            let link = Link::from_text(&text).unwrap();
            let Some((i, e)) = link.parts().iter().enumerate().find_map(|(i, p)| match p {
                Part::Unmask { epoch, .. }
                    if script
                        .shuffles
                        .get(usize::from(*epoch))
                        .is_some_and(|c| c.len() < 64) =>
                {
                    Some((i, usize::from(*epoch)))
                }
                _ => None,
            }) else {
                return vec![text];
            };
            let out = (1..=64u8)
                .find(|c| !script.shuffles[e].contains(c))
                .unwrap();
            let key = if other.seat() == Team::Home { hs } else { aws }.key(e);
            let mut false_card = link.clone();
            if let Part::Unmask { point, .. } = &mut false_card.parts_mut()[i] {
                *point = mp::to_bytes(&(key * cards.point(out)));
            }
            tried = Some(refused(other, &me.signed(false_card)));
            // A point the sender's key did not make from that position has no proof.
            let _ = out;
            assert!(
                matches!(&tried, Some(LinkError::Cheat(w)) if w.contains(&format!("an unmasking of shuffle {}", e + 1)) && w.contains("without a valid proof")),
                "{tried:?}"
            );
            vec![text]
        },
    )
    .expect("the honest links");
    assert!(tried.is_some(), "no shorter shuffle was unmasked");
}

// ---------------------------------------------------------------------------------------------
// Beyond the review: a first reply that never joins, and links mutated every way.

#[test]
fn link_attack_a_first_reply_without_a_join_is_refused() {
    let (mut home, away, _, _, _) = start(6, Era::TieGame);
    let mut reply = Link::from_text(away.last_sent().unwrap()).unwrap();
    reply
        .parts_mut()
        .retain(|p| !matches!(p, Part::Join { .. }));
    assert_eq!(
        refused(&mut home, &away.signed(reply)),
        cheat("the visitors' first link does not join the game (it holds no promise of a secret)")
    );
}

/// Ways to change a link's parts (each resealed, as any app can).
fn mutations(link: &Link, rng: &mut GameRng) -> Vec<Link> {
    let cards = cards();
    let card_point = |rng: &mut GameRng| mp::to_bytes(&cards.point(rng.below(64) as u8 + 1));
    let actions = [
        Action::LetPlay,
        Action::CallIcing,
        Action::KeepCard,
        Action::LeaveCard,
        Action::SkipDiscard,
        Action::OutsideShot,
        Action::PullGoalie,
        Action::ReturnGoalie,
        Action::TouchUp,
        Action::DumpOutToOffence,
    ];
    let mut out = Vec::new();
    let mut with = |f: &mut dyn FnMut(&mut Vec<Part>)| {
        let mut l = link.clone();
        f(l.parts_mut());
        out.push(l);
    };
    let n = link.parts().len();
    for i in 0..n.min(8) {
        let part = link.parts()[i].clone();
        with(&mut |ps| {
            ps.remove(i);
        });
        with(&mut |ps| ps.insert(i, part.clone()));
        with(&mut |ps| ps.swap(i, (i + 1) % n));
        match part {
            Part::Deck { .. } => {
                let cut = rng.below(64);
                let p = card_point(rng);
                let junk = [rng.below(256) as u8; 32];
                for change in 0..6 {
                    with(&mut |ps| {
                        if let Part::Deck { epoch, points, .. } = &mut ps[i] {
                            match change {
                                0 => points.truncate(cut),
                                1 => points.push(p),
                                2 => *epoch += 1,
                                3 => *epoch = u16::MAX,
                                4 => {
                                    let at = cut % points.len().max(1);
                                    if let Some(p) = points.get_mut(at) {
                                        *p = junk;
                                    }
                                }
                                _ => points[0] = p,
                            }
                        }
                    });
                }
            }
            Part::Unmask { .. } => {
                let p = card_point(rng);
                let pos = rng.below(256) as u8;
                for change in 0..5 {
                    with(&mut |ps| {
                        if let Part::Unmask {
                            epoch,
                            pos: at,
                            point,
                            ..
                        } = &mut ps[i]
                        {
                            match change {
                                0 => *at = pos,
                                1 => *epoch += 1,
                                2 => *epoch = u16::MAX,
                                3 => *point = p,
                                _ => *point = [0; 32],
                            }
                        }
                    });
                }
            }
            Part::Move(_) => {
                let a = actions[rng.below(actions.len())];
                let card = rng.below(70) as u8;
                with(&mut |ps| ps[i] = Part::Move(a));
                with(&mut |ps| ps[i] = Part::Move(Action::Play { card }));
                with(&mut |ps| ps[i] = Part::Move(Action::Discard { card }));
            }
            _ => {}
        }
    }
    let secret = [rng.below(256) as u8; 32];
    with(&mut |ps| ps.push(Part::Reveal { secret }));
    with(&mut |ps| {
        ps.insert(
            0,
            Part::Join {
                commitment: secret,
                signer: [0; 32],
            },
        )
    });
    with(&mut |ps| ps.push(Part::Seated { visitors: [1; 8] }));
    out
}

#[test]
fn link_attack_mutated_links_never_panic() {
    let (mut home, mut away, _, _, mut rng) = start(3, Era::Overtime);
    home.receive(away.last_sent().unwrap()).unwrap();
    let mut fuzz = GameRng::from_seed(77);
    let (mut cases, mut taken) = (0, 0);
    let mut worst = Duration::ZERO;
    play_on(
        &mut home,
        &mut away,
        Team::Home,
        &mut rng,
        &mut at_random,
        &mut |me, other, text, _| {
            let link = Link::from_text(&text).unwrap();
            // Every kind of link is met: the deals, the middle and the end of the game.
            let last = link
                .parts()
                .iter()
                .any(|p| matches!(p, Part::Reveal { .. }));
            if link.seq() % 12 != 2 && !last {
                return vec![text];
            }
            for mutated in mutations(&link, &mut fuzz) {
                let mutated = me.signed(mutated);
                let mut probe = other.clone();
                let started = Instant::now();
                let outcome = catch_unwind(AssertUnwindSafe(|| {
                    probe.receive(&mutated).map(|()| {
                        // A link taken leaves a device that still answers.
                        (probe.status(), probe.turn_words(), probe.legal().len())
                    })
                }));
                worst = worst.max(started.elapsed());
                cases += 1;
                match outcome {
                    Err(_) => panic!("link {} mutated panicked: {mutated}", link.seq() + 1),
                    Ok(Ok(_)) => taken += 1,
                    Ok(Err(_)) => {}
                }
            }
            vec![text]
        },
    )
    .expect("the honest links");
    eprintln!("mutated links: {cases} cases, {taken} taken, the slowest {worst:?}");
    assert!(cases > 300, "{cases}");
}

// ---------------------------------------------------------------------------------------------
// Fixed only by the cryptography (the lead's part of issue 38).

/// C1: the visitors plant, at their own hand's positions, their card plus multiples of a home
/// card and of a card to come; home's unmaskings then show them all three. Only a shuffle proof
/// refuses the planted deck at arrival.
#[test]
fn link_attack_the_visitors_plant_points_in_their_deck() {
    let (mut home, mut away, _, _, _) = start(21, Era::TieGame);
    let script = away.game().script().unwrap().clone();
    let pos_of = |team| {
        script
            .draws
            .iter()
            .filter(|d| d.epoch == 0 && d.to == DrawTo::Hand(team))
            .map(|d| d.pos)
            .collect::<Vec<_>>()
    };
    let (home_pos, away_pos) = (pos_of(Team::Home), pos_of(Team::Away));
    let honest_last = away.deck_last(0).unwrap();
    let mut link = Link::from_text(away.last_sent().unwrap()).unwrap();
    for part in link.parts_mut() {
        if let Part::Deck {
            epoch: 0, points, ..
        } = part
        {
            for i in 0..5 {
                let x = mp::from_bytes(&honest_last[away_pos[i]]).unwrap();
                let y = mp::from_bytes(&honest_last[home_pos[i]]).unwrap();
                let z = mp::from_bytes(&honest_last[10 + i]).unwrap();
                let (r, s) = (
                    Scalar::from(1000 + 7 * i as u64),
                    Scalar::from(5000 + i as u64),
                );
                points[away_pos[i]] = mp::to_bytes(&(x + r * y + s * z));
            }
        }
    }
    let planted = away.resend_as(link);
    let why = refused(&mut home, &planted);
    assert!(
        matches!(&why, LinkError::Cheat(w) if w.contains("shuffle 1")),
        "{why}"
    );
}

/// M4: anyone who has seen one link can write the next, for the side whose turn it is (the
/// check is a public checksum). Only a signature by that side refuses it.
#[test]
fn link_attack_a_bystander_writes_a_link() {
    #[derive(serde::Serialize, serde::Deserialize)]
    struct Outsider {
        game: [u8; 8],
        from: Team,
        seq: u32,
        prev: [u8; 32],
        parts: Vec<Part>,
        check: [u8; 8],
        sig: crate::engine::proofs::Signature,
    }
    use base64::Engine as _;
    use sha2::{Digest, Sha256};
    let b64 = base64::engine::general_purpose::URL_SAFE_NO_PAD;
    let hash = |o: &Outsider| -> [u8; 32] {
        let body = postcard::to_allocvec(&(&o.game, o.from, o.seq, &o.parts)).unwrap();
        Sha256::new()
            .chain_update(b"rinkside link chain")
            .chain_update(o.prev)
            .chain_update(body)
            .finalize()
            .into()
    };
    for seed in 1..20 {
        let (mut home, mut away, _, _, mut rng) = start(seed, Era::TieGame);
        let mut done = false;
        let _ = play_on(
            &mut home,
            &mut away,
            Team::Away,
            &mut rng,
            &mut at_random,
            &mut |me, other, text, _| {
                if me.seat() != Team::Away || me.links() < 6 {
                    return vec![text];
                }
                other.receive(&text).unwrap();
                let Some(&action) = other.legal().iter().find(|a| a.card().is_none()) else {
                    return vec![];
                };
                // A third party who saw `text` writes the home side's next link.
                let seen: Outsider = postcard::from_bytes(
                    &b64.decode(text.strip_prefix("icih-link2.").unwrap())
                        .unwrap(),
                )
                .unwrap();
                let mut forged = Outsider {
                    game: seen.game,
                    from: Team::Home,
                    seq: seen.seq + 1,
                    prev: hash(&seen),
                    parts: vec![Part::Move(action)],
                    check: [0; 8],
                    sig: seen.sig,
                };
                let h = hash(&forged);
                forged.check.copy_from_slice(&h[..8]);
                // Signed with the bystander's own key: all a bystander can do.
                forged.sig = crate::engine::proofs::sign(&Scalar::from(424_242u64), &h);
                let forged = format!(
                    "icih-link2.{}",
                    b64.encode(postcard::to_allocvec(&forged).unwrap())
                );
                assert_eq!(refused(me, &forged), LinkError::NotSigned);
                done = true;
                vec![]
            },
        );
        if done {
            return;
        }
    }
    panic!("no seed");
}
