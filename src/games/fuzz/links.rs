//! Fuzzing ICIH games by link (issue 38): real links of every kind, taken from whole games
//! two devices play, are mutated and given to the device they were sent to, as it stood
//! just before (an opening also to `Device::join`). Raw mutations change the text (characters
//! and bytes, cut short, made longer, past `MAX_LINK_CHARS`); structured ones change the
//! decoded link (numbers, positions, points, keys, proofs, moves, parts dropped, doubled,
//! reordered, decks for later shuffles, empty decks) and seal and sign it again with the
//! sender's real key (now and then another side's), so it reaches the checks behind the
//! signature. Each case must be refused with the device unchanged, or taken in with a device
//! that still answers and plays on, all without a panic.
//!
//! `cargo run --profile bench-native --bin fuzz_records links [cases] [seed]` runs it at
//! scale; the test suite runs a few hundred cases.

use super::{Report, Verdict};
use crate::engine::mental_poker::{self as mp, PointBytes, Secret};
use crate::engine::{Team, proofs as zk};
use crate::games::icih::link::{Device, Link, MAX_LINK_CHARS, Part, Status, game_id};
use crate::games::icih::state::{Action, Era, Level, Options, Players};
use base64::{Engine as _, engine::general_purpose::URL_SAFE_NO_PAD};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Serialize, de::DeserializeOwned};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Instant;

/// What a link carries, as the fuzzer picks them (each kind equally often).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// The home side's first link: Open and Deck.
    Opening,
    /// The visitors' first link: Join, Deck and Unmask.
    Join,
    /// Moves and unmaskings.
    Move,
    /// A hidden card played: Move and Shown.
    Shown,
    /// A new shuffle's deck step.
    NewShuffle,
    /// The game over: Reveal.
    Last,
}

const KINDS: [Kind; 6] = [
    Kind::Opening,
    Kind::Join,
    Kind::Move,
    Kind::Shown,
    Kind::NewShuffle,
    Kind::Last,
];

impl Kind {
    fn of(link: &Link) -> Kind {
        let has = |f: fn(&Part) -> bool| link.parts().iter().any(f);
        if has(|p| matches!(p, Part::Open { .. })) {
            Kind::Opening
        } else if has(|p| matches!(p, Part::Join { .. })) {
            Kind::Join
        } else if has(|p| matches!(p, Part::Reveal { .. })) {
            Kind::Last
        } else if has(|p| matches!(p, Part::Deck { .. })) {
            Kind::NewShuffle
        } else if has(|p| matches!(p, Part::Shown { .. })) {
            Kind::Shown
        } else {
            Kind::Move
        }
    }
}

/// One real link and the device it went to, as that stood just before.
struct Sample {
    kind: Kind,
    text: String,
    link: Link,
    /// `None` for an opening: it goes to `Device::join`.
    receiver: Option<Device>,
    game: usize,
}

/// One whole game's signers: home, visitors and a stranger (a device of another game).
struct Signers {
    devices: [Device; 3],
    secrets: [Secret; 3],
}

/// Real links of whole games, and what the mutations draw on.
pub struct Corpus {
    samples: Vec<Sample>,
    games: Vec<Signers>,
    /// Every part of every link of each game.
    parts: Vec<Vec<Part>>,
    /// Every move made in any game.
    actions: Vec<Action>,
}

fn two_players(era: Era) -> Options {
    Options {
        players: Players::TwoPlayers,
        era,
    }
}

/// Plays a whole game between two devices with random legal moves, keeping every link.
fn play_game(seed: u64, era: Era, corpus: &mut Corpus) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let secrets = [
        Secret(rng.random()),
        Secret(rng.random()),
        Secret(rng.random()),
    ];
    let game = corpus.games.len();
    let mut home = Device::open(two_players(era), secrets[0]);
    let first = home.last_sent().expect("an opening link").to_owned();
    let mut away = Device::join(&first, secrets[1]).expect("joined");
    let mut parts = Vec::new();
    let mut keep = |text: &str, receiver: Option<Device>, parts: &mut Vec<Part>| {
        let link = Link::from_text(text).expect("a real link");
        parts.extend(link.parts().iter().cloned());
        corpus.samples.push(Sample {
            kind: Kind::of(&link),
            text: text.to_owned(),
            link,
            receiver,
            game,
        });
    };
    keep(&first, None, &mut parts);
    let mut active = Team::Away;
    for _ in 0..20_000 {
        let (me, other) = match active {
            Team::Home => (&mut home, &mut away),
            Team::Away => (&mut away, &mut home),
        };
        while me.status() == Status::YourMove {
            let legal = me.legal();
            let action = legal[rng.random_range(0..legal.len())];
            corpus.actions.push(action);
            me.play(action).expect("a legal move");
        }
        if let (Status::Over { verdict: Some(_) }, Status::Over { verdict: Some(_) }) =
            (me.status(), other.status())
        {
            break;
        }
        let text = me.last_sent().expect("a link to send").to_owned();
        keep(&text, Some(other.clone()), &mut parts);
        other.receive(&text).expect("an honest link");
        active = other.seat();
    }
    let stranger = Device::open(two_players(era), secrets[2]);
    corpus.parts.push(parts);
    corpus.games.push(Signers {
        devices: [home, away, stranger],
        secrets,
    });
}

impl Corpus {
    /// Whole games of each era from `seed`.
    pub fn new(seed: u64, eras: &[Era]) -> Corpus {
        let mut corpus = Corpus {
            samples: Vec::new(),
            games: Vec::new(),
            parts: Vec::new(),
            actions: Vec::new(),
        };
        for (i, &era) in eras.iter().enumerate() {
            play_game(
                seed.wrapping_mul(31).wrapping_add(i as u64),
                era,
                &mut corpus,
            );
        }
        corpus
    }

    /// How many real links of `kind` it holds.
    pub fn count(&self, kind: Kind) -> usize {
        self.samples.iter().filter(|s| s.kind == kind).count()
    }
}

fn public(secret: &Secret) -> PointBytes {
    mp::to_bytes(&zk::public_key(&secret.signing_key()))
}

fn flip_bytes(bytes: &mut Vec<u8>, rng: &mut ChaCha8Rng) {
    for _ in 0..rng.random_range(1..=3) {
        match rng.random_range(0..4) {
            0 if !bytes.is_empty() => {
                let i = rng.random_range(0..bytes.len());
                bytes[i] ^= 1 << rng.random_range(0..8);
            }
            1 if !bytes.is_empty() => {
                let i = rng.random_range(0..bytes.len());
                bytes[i] = rng.random();
            }
            2 => {
                let i = rng.random_range(0..=bytes.len());
                bytes.insert(i, rng.random());
            }
            _ if !bytes.is_empty() => {
                let i = rng.random_range(0..bytes.len());
                bytes.remove(i);
            }
            _ => {}
        }
    }
}

/// `value` with a few bytes of its postcard form changed, if that still decodes.
fn mutate_serde<T: Serialize + DeserializeOwned>(value: &T, rng: &mut ChaCha8Rng) -> Option<T> {
    let mut bytes = postcard::to_allocvec(value).ok()?;
    flip_bytes(&mut bytes, rng);
    postcard::from_bytes(&bytes).ok()
}

fn mutate_in_place<T: Serialize + DeserializeOwned>(value: &mut T, rng: &mut ChaCha8Rng) {
    if let Some(changed) = mutate_serde(value, rng) {
        *value = changed;
    }
}

const B64: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

fn b64_char(rng: &mut ChaCha8Rng) -> char {
    B64[rng.random_range(0..B64.len())] as char
}

/// A character that is anything: base64, ASCII, or far outside it.
fn any_char(rng: &mut ChaCha8Rng) -> char {
    match rng.random_range(0..4) {
        0 | 1 => b64_char(rng),
        2 => rng.random_range(0u8..128) as char,
        _ => char::from_u32(rng.random_range(0x80..0x11_0000)).unwrap_or('\u{fffd}'),
    }
}

/// The link text changed as text: characters and bytes, cut short, longer, far too long.
fn mutate_text(text: &str, rng: &mut ChaCha8Rng, what: &mut Vec<String>) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..rng.random_range(1..=3) {
        match rng.random_range(0..10) {
            0 => {
                let i = rng.random_range(0..chars.len().max(1)).min(chars.len());
                if i < chars.len() {
                    chars[i] = any_char(rng);
                }
                what.push("char changed".into());
            }
            1 => {
                let i = rng.random_range(0..=chars.len());
                for _ in 0..rng.random_range(1..=8) {
                    chars.insert(i, any_char(rng));
                }
                what.push("chars inserted".into());
            }
            2 => {
                let i = rng.random_range(0..=chars.len());
                let n = rng.random_range(1..=16).min(chars.len() - i);
                chars.drain(i..i + n);
                what.push("chars deleted".into());
            }
            3 => {
                chars.truncate(rng.random_range(0..=chars.len()));
                what.push("cut short".into());
            }
            4 => {
                for _ in 0..rng.random_range(1..=200) {
                    chars.push(b64_char(rng));
                }
                what.push("extended".into());
            }
            5 => {
                let len = match rng.random_range(0..5) {
                    0 => MAX_LINK_CHARS - 1,
                    1 => MAX_LINK_CHARS,
                    2 => MAX_LINK_CHARS + 1,
                    3 => MAX_LINK_CHARS * 10,
                    _ => rng.random_range(0..=MAX_LINK_CHARS * 2),
                };
                while chars.len() < len {
                    chars.push(b64_char(rng));
                }
                what.push(format!("padded to {len} chars"));
            }
            6 => {
                // A byte anywhere, the text read back however it falls.
                let mut bytes = chars.iter().collect::<String>().into_bytes();
                flip_bytes(&mut bytes, rng);
                chars = String::from_utf8_lossy(&bytes).chars().collect();
                what.push("bytes changed".into());
            }
            7 => {
                let s: String = chars.iter().collect();
                let s = match rng.random_range(0..5) {
                    0 => s.replacen("icih-link2.", "icih-link1.", 1),
                    1 => s.replacen("icih-link2.", "", 1),
                    2 => s.to_uppercase(),
                    3 => format!(" \n\t{s}\r\n "),
                    _ => format!("{s}{s}"),
                };
                chars = s.chars().collect();
                what.push("prefix or case or doubled".into());
            }
            _ => {
                // The link's bytes changed under its base64, resealed and signed when it
                // still decodes (else as it stands).
                let s: String = chars.iter().collect();
                let Some((head, body)) = s.split_once('.') else {
                    continue;
                };
                let Ok(mut bytes) = URL_SAFE_NO_PAD.decode(body) else {
                    continue;
                };
                flip_bytes(&mut bytes, rng);
                let text = format!("{head}.{}", URL_SAFE_NO_PAD.encode(&bytes));
                chars = text.chars().collect();
                what.push("link bytes changed".into());
            }
        }
    }
    chars.into_iter().collect()
}

/// A point of another part of the game, or none at all (random bytes, the identity).
fn some_point(parts: &[Part], rng: &mut ChaCha8Rng) -> PointBytes {
    match rng.random_range(0..4) {
        0 => rng.random(),
        1 => [0; 32],
        _ => {
            let part = &parts[rng.random_range(0..parts.len())];
            match part {
                Part::Deck { points, .. } if !points.is_empty() => {
                    points[rng.random_range(0..points.len())]
                }
                Part::Deck { key, .. } => *key,
                Part::Unmask { point, .. } | Part::Shown { point, .. } => *point,
                Part::Open { signer, .. } | Part::Join { signer, .. } => *signer,
                _ => rng.random(),
            }
        }
    }
}

fn some_number<const N: u64>(now: u64, rng: &mut ChaCha8Rng) -> u64 {
    match rng.random_range(0..6) {
        0 => now.wrapping_add(1),
        1 => now.wrapping_sub(1),
        2 => 0,
        3 => N,
        4 => rng.random_range(0..=N.min(70)),
        _ => rng.random_range(0..=N),
    }
}

/// One field of `part` changed.
fn mutate_part(
    part: &mut Part,
    game: &Signers,
    parts: &[Part],
    actions: &[Action],
    rng: &mut ChaCha8Rng,
    what: &mut Vec<String>,
) {
    let label: &str;
    match part {
        Part::Open {
            options,
            rules_version,
            commitment,
            signer,
        } => match rng.random_range(0..4) {
            0 => {
                let era = [Era::Playoff, Era::TieGame, Era::Overtime, Era::Shootout]
                    [rng.random_range(0..4)];
                let players = if rng.random_range(0..2) == 0 {
                    Players::TwoPlayers
                } else {
                    Players::VsComputer {
                        computer: [Team::Home, Team::Away][rng.random_range(0..2)],
                        level: [Level::Easy, Level::Medium, Level::Hard][rng.random_range(0..3)],
                    }
                };
                *options = Options { players, era };
                label = "open: options";
            }
            1 => {
                *rules_version =
                    some_number::<{ u16::MAX as u64 }>(u64::from(*rules_version), rng) as u16;
                label = "open: rules version";
            }
            2 => {
                *commitment = rng.random();
                label = "open: commitment";
            }
            _ => {
                *signer = match rng.random_range(0..3) {
                    0 => public(&game.secrets[rng.random_range(0..3)]),
                    _ => some_point(parts, rng),
                };
                label = "open: signer";
            }
        },
        Part::Join { commitment, signer } => {
            if rng.random_range(0..2) == 0 {
                *commitment = rng.random();
                label = "join: commitment";
            } else {
                *signer = match rng.random_range(0..3) {
                    0 => public(&game.secrets[rng.random_range(0..3)]),
                    _ => some_point(parts, rng),
                };
                label = "join: signer";
            }
        }
        Part::Deck {
            epoch,
            points,
            key,
            proof,
        } => match rng.random_range(0..9) {
            0 => {
                *epoch = some_number::<{ u16::MAX as u64 }>(u64::from(*epoch), rng) as u16;
                label = "deck: epoch";
            }
            1 => {
                points.truncate(rng.random_range(0..points.len().max(1)));
                label = "deck: fewer points";
            }
            2 => {
                let n = [65, 128, 300][rng.random_range(0..3)];
                while points.len() < n && !points.is_empty() {
                    points.push(points[rng.random_range(0..points.len())]);
                }
                label = "deck: more points";
            }
            3 if points.len() > 1 => {
                let (i, j) = (
                    rng.random_range(0..points.len()),
                    rng.random_range(0..points.len()),
                );
                points.swap(i, j);
                label = "deck: points swapped";
            }
            4 if !points.is_empty() => {
                let i = rng.random_range(0..points.len());
                points[i] = some_point(parts, rng);
                label = "deck: a point replaced";
            }
            5 => {
                *key = some_point(parts, rng);
                label = "deck: key";
            }
            6 => {
                let others: Vec<_> = parts
                    .iter()
                    .filter_map(|p| match p {
                        Part::Deck { proof, .. } => Some(proof),
                        _ => None,
                    })
                    .collect();
                if !others.is_empty() {
                    *proof = others[rng.random_range(0..others.len())].clone();
                }
                label = "deck: another deck's proof";
            }
            7 => {
                points.clear();
                label = "deck: empty";
            }
            _ => {
                mutate_in_place(&mut **proof, rng);
                label = "deck: proof bytes";
            }
        },
        Part::Unmask {
            epoch,
            pos,
            point,
            proof,
        }
        | Part::Shown {
            epoch,
            pos,
            point,
            proof,
        } => match rng.random_range(0..6) {
            0 => {
                *epoch = some_number::<{ u16::MAX as u64 }>(u64::from(*epoch), rng) as u16;
                label = "unmask/shown: epoch";
            }
            1 => {
                *pos = some_number::<255>(u64::from(*pos), rng) as u8;
                label = "unmask/shown: position";
            }
            2 => {
                *point = some_point(parts, rng);
                label = "unmask/shown: point";
            }
            3 => {
                let others: Vec<_> = parts
                    .iter()
                    .filter_map(|p| match p {
                        Part::Unmask { proof, .. } | Part::Shown { proof, .. } => Some(*proof),
                        _ => None,
                    })
                    .collect();
                if !others.is_empty() {
                    *proof = others[rng.random_range(0..others.len())];
                }
                label = "unmask/shown: another's proof";
            }
            4 => {
                // The same fields as the other kind.
                let (epoch, pos, point, proof) = (*epoch, *pos, *point, *proof);
                *part = match part {
                    Part::Unmask { .. } => Part::Shown {
                        epoch,
                        pos,
                        point,
                        proof,
                    },
                    _ => Part::Unmask {
                        epoch,
                        pos,
                        point,
                        proof,
                    },
                };
                label = "unmask/shown: kind swapped";
            }
            _ => {
                mutate_in_place(proof, rng);
                label = "unmask/shown: proof bytes";
            }
        },
        Part::Move(action) => {
            if rng.random_range(0..2) == 0 && !actions.is_empty() {
                *action = actions[rng.random_range(0..actions.len())];
                label = "move: another move";
            } else {
                mutate_in_place(action, rng);
                label = "move: bytes";
            }
        }
        Part::Reveal { secret } => {
            *secret = match rng.random_range(0..3) {
                0 => rng.random(),
                1 => game.secrets[rng.random_range(0..3)].0,
                _ => {
                    let mut s = *secret;
                    s[rng.random_range(0..32)] ^= 1;
                    s
                }
            };
            label = "reveal: secret";
        }
        Part::Seated { visitors } => {
            *visitors = rng.random();
            label = "seated: visitors";
        }
    }
    what.push(label.into());
}

/// The decoded link changed: its header, its parts (one changed, dropped, doubled,
/// reordered, taken from elsewhere in the game, decks for later shuffles).
fn mutate_link(
    link: &mut Link,
    corpus: &Corpus,
    sample: &Sample,
    rng: &mut ChaCha8Rng,
    what: &mut Vec<String>,
) {
    let game = &corpus.games[sample.game];
    let pool = &corpus.parts[sample.game];
    for _ in 0..rng.random_range(1..=3) {
        let n = link.parts_for_fuzz().len();
        match rng.random_range(0..16) {
            0 => {
                let (id, from, seq, prev) = link.header_for_fuzz();
                match rng.random_range(0..5) {
                    0 => *seq = some_number::<{ u32::MAX as u64 }>(u64::from(*seq), rng) as u32,
                    1 => prev[rng.random_range(0..32)] ^= 1 << rng.random_range(0..8),
                    2 => *from = from.other(),
                    3 => *id = rng.random(),
                    _ => *prev = [0; 32],
                }
                what.push("header".into());
            }
            1 if n > 0 => {
                link.parts_for_fuzz().remove(rng.random_range(0..n));
                what.push("a part dropped".into());
            }
            2 => {
                link.parts_for_fuzz().clear();
                what.push("every part dropped".into());
            }
            3 if n > 0 => {
                let parts = link.parts_for_fuzz();
                let i = rng.random_range(0..n);
                let copy = parts[i].clone();
                parts.insert(rng.random_range(0..=n), copy);
                what.push("a part doubled".into());
            }
            4 if n > 1 => {
                let parts = link.parts_for_fuzz();
                parts.swap(rng.random_range(0..n), rng.random_range(0..n));
                what.push("parts swapped".into());
            }
            5 if n > 1 => {
                link.parts_for_fuzz().reverse();
                what.push("parts reversed".into());
            }
            6 => {
                let part = pool[rng.random_range(0..pool.len())].clone();
                link.parts_for_fuzz().insert(rng.random_range(0..=n), part);
                what.push("a part of another link".into());
            }
            7 => {
                // A part of another game's link (its proofs made for that game).
                let other = &corpus.parts[rng.random_range(0..corpus.parts.len())];
                let part = other[rng.random_range(0..other.len())].clone();
                link.parts_for_fuzz().insert(rng.random_range(0..=n), part);
                what.push("a part of another game".into());
            }
            8 => {
                // Decks for shuffles the game has not reached, small or empty (a full one is
                // 14,000 characters: three would be refused for their length alone).
                let Some(Part::Deck {
                    epoch, key, proof, ..
                }) = pool
                    .iter()
                    .find(|p| matches!(p, Part::Deck { .. }))
                    .cloned()
                else {
                    continue;
                };
                let count = rng.random_range(1..=40);
                let keep = rng.random_range(0..=2);
                for i in 0..count {
                    let points = pool
                        .iter()
                        .find_map(|p| match p {
                            Part::Deck { points, .. } => Some(points[..keep].to_vec()),
                            _ => None,
                        })
                        .unwrap_or_default();
                    link.parts_for_fuzz().push(Part::Deck {
                        epoch: epoch.wrapping_add(1 + i),
                        points,
                        key,
                        proof: proof.clone(),
                    });
                }
                what.push(format!("{count} decks for later shuffles"));
            }
            9 => {
                let secret = game.secrets[match link.from() {
                    Team::Home => 0,
                    Team::Away => 1,
                }];
                link.parts_for_fuzz()
                    .insert(rng.random_range(0..=n), Part::Reveal { secret: secret.0 });
                what.push("the sender's true secret early".into());
            }
            10 if n > 0 => {
                let i = rng.random_range(0..n);
                if let Some(changed) = mutate_serde(&link.parts_for_fuzz()[i], rng) {
                    link.parts_for_fuzz()[i] = changed;
                }
                what.push("a part's bytes".into());
            }
            11 => {
                let i = rng.random_range(0..=n);
                let action = corpus.actions[rng.random_range(0..corpus.actions.len())];
                link.parts_for_fuzz().insert(i, Part::Move(action));
                what.push("a move inserted".into());
            }
            _ if n > 0 => {
                let i = rng.random_range(0..n);
                let mut part = link.parts_for_fuzz()[i].clone();
                mutate_part(&mut part, game, pool, &corpus.actions, rng, what);
                if let Part::Open { commitment, .. } = &part
                    && rng.random_range(0..2) == 0
                {
                    // The game id made to match a new commitment.
                    *link.header_for_fuzz().0 = game_id(commitment);
                }
                link.parts_for_fuzz()[i] = part;
            }
            _ => {}
        }
    }
}

/// Runs one mutated link: to `Device::join` for a link that may open a game, and to the
/// device it was sent to. A refusal must leave the device as it was; a link taken in must
/// leave a device that still answers and plays on.
fn judge_link(text: &str, sample: &Sample, try_join: bool, joiner: Secret) -> Result<bool, String> {
    let mut taken = false;
    if try_join && let Ok(mut device) = Device::join(text, joiner) {
        exercise(&mut device)?;
        taken = true;
    }
    if let Some(receiver) = &sample.receiver {
        let mut device = receiver.clone();
        match device.receive(text) {
            Ok(()) => {
                exercise(&mut device)?;
                taken = true;
            }
            Err(_) if device != *receiver || device.to_saved() != receiver.to_saved() => {
                return Err("a refused link changed the device".into());
            }
            Err(_) => {}
        }
    }
    Ok(taken)
}

/// Everything a table asks of a device, then a move if it is its move.
fn exercise(device: &mut Device) -> Result<(), String> {
    let _ = (
        device.status(),
        device.game(),
        device.legal(),
        device.session(),
    );
    let _ = (device.turn_words(), device.revealed(), device.short_code());
    let _ = (device.moves_to_own_last(), device.link_to_send());
    if Device::from_saved(&device.to_saved()).as_ref() != Some(device) {
        return Err("a device does not read back as saved".into());
    }
    if let Some(&action) = device.legal().first() {
        device
            .play(action)
            .map_err(|e| format!("a legal move refused: {e}"))?;
        let _ = (device.status(), device.session(), device.link_to_send());
    }
    Ok(())
}

/// The refusal's words without numbers (one count for each kind of refusal).
fn message_key(text: &str, sample: &Sample, joiner: Secret) -> String {
    let error = match &sample.receiver {
        Some(receiver) => receiver.clone().receive(text).err(),
        None => Device::join(text, joiner).err(),
    };
    error
        .map(|e| e.to_string())
        .unwrap_or_else(|| "taken in".into())
        .chars()
        .filter(|c| !c.is_ascii_digit())
        .take(90)
        .collect()
}

/// Runs `cases` cases from `seed` over whole games of every era; `progress` is told each
/// case's number before it runs. Each kind of link is picked equally often; 35 in 100 cases
/// mutate the text, the rest the decoded link, sealed and signed again.
pub fn run(cases: u64, seed: u64, mut progress: impl FnMut(u64)) -> Report {
    let corpus = Corpus::new(
        seed,
        &[Era::TieGame, Era::Overtime, Era::Shootout, Era::Playoff],
    );
    run_on(&corpus, cases, seed, &mut progress)
}

/// One case's link text: the sample's text mutated, or its link mutated, sealed and signed
/// again (now and then by the other side or a stranger).
fn make_case(
    corpus: &Corpus,
    sample: &Sample,
    rng: &mut ChaCha8Rng,
    what: &mut Vec<String>,
) -> String {
    if rng.random_range(0..100) < 35 {
        return mutate_text(&sample.text, rng, what);
    }
    let mut link = sample.link.clone();
    mutate_link(&mut link, corpus, sample, rng, what);
    let signers = &corpus.games[sample.game].devices;
    let signer = match rng.random_range(0..50) {
        0..=2 => 2,
        3..=5 => 1 - usize::from(sample.link.from() == Team::Away),
        _ => usize::from(sample.link.from() == Team::Away),
    };
    if signer == 2 {
        what.push("signed by a stranger".into());
    }
    signers[signer].sign_link_as_mine(link)
}

/// Runs `cases` cases over `corpus`.
pub fn run_on(corpus: &Corpus, cases: u64, seed: u64, progress: &mut dyn FnMut(u64)) -> Report {
    let kinds: Vec<Kind> = KINDS.into_iter().filter(|&k| corpus.count(k) > 0).collect();
    let by_kind: Vec<Vec<&Sample>> = kinds
        .iter()
        .map(|&k| corpus.samples.iter().filter(|s| s.kind == k).collect())
        .collect();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let joiner = Secret(rng.random());
    let mut report = Report::default();
    for case in 0..cases {
        progress(case);
        let k = rng.random_range(0..kinds.len());
        let samples = &by_kind[k];
        let sample = samples[rng.random_range(0..samples.len())];
        let mut what = Vec::new();
        // A slip in the fuzzer's own mutations is counted as a broken case, not a crash.
        let made = catch_unwind(AssertUnwindSafe(|| {
            make_case(corpus, sample, &mut rng, &mut what)
        }));
        let text = match made {
            Ok(text) => text,
            Err(payload) => {
                let why = format!(
                    "the fuzzer's mutation panicked: {}",
                    super::panic_message(payload)
                );
                report.broken.push((case, what.join(", "), why));
                continue;
            }
        };
        let try_join = sample.kind == Kind::Opening || rng.random_range(0..10) == 0;
        let began = Instant::now();
        let run = catch_unwind(AssertUnwindSafe(|| {
            judge_link(&text, sample, try_join, joiner)
        }));
        let took = began.elapsed();
        let what = format!(
            "{:?} link {} of game {} ({} chars): {}",
            sample.kind,
            sample.link.seq(),
            sample.game + 1,
            text.len(),
            what.join(", ")
        );
        if took > report.worst {
            report.worst = took;
            report.worst_case = case;
            report.worst_what = what.clone();
        }
        report.cases += 1;
        let verdict = match run {
            Ok(Ok(true)) => Verdict::Replayed,
            Ok(Ok(false)) => Verdict::Refused(String::new()),
            Ok(Err(broken)) => {
                report.broken.push((case, what, broken));
                continue;
            }
            Err(payload) => Verdict::Panicked(super::panic_message(payload)),
        };
        match verdict {
            Verdict::Refused(_) => {
                report.refused += 1;
                // Counted by message now and then (each costs a second run).
                if case % 16 == 0 {
                    *report
                        .messages
                        .entry(message_key(&text, sample, joiner))
                        .or_default() += 1;
                }
            }
            Verdict::Replayed => report.replayed += 1,
            Verdict::Panicked(message) => report.panics.push((case, what, message)),
        }
    }
    report
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A few hundred link cases (the command runs 100,000): none panics, a refusal changes
    /// nothing, and every kind of link is fuzzed. The eras with the shortest games keep the
    /// debug build quick.
    #[test]
    fn mutated_links_are_refused_unchanged_or_taken_never_panic() {
        let corpus = Corpus::new(3, &[Era::TieGame, Era::Overtime]);
        for kind in KINDS {
            assert!(corpus.count(kind) > 0, "no {kind:?} link");
        }
        let report = run_on(&corpus, 300, 38, &mut |_| {});
        assert!(
            report.panics.is_empty() && report.broken.is_empty(),
            "{}",
            report.summary()
        );
        assert!(report.refused > 150, "{}", report.summary());
    }
}
