//! Playing a friend by link (issue 25): one side of a game of Ice Cold Ice Hockey between two
//! devices that only pass texts, with hands and deck hidden by mental poker
//! (engine::mental_poker; protocol and threat model in docs/link-play.md).
//!
//! A [`Device`] keeps its own secret, the masked decks, the unmaskings it has received and the
//! moves. Its game is always replayed from those with a [`DrawScript`], so it never holds a
//! card it may not read. When it cannot go on without the other side (the other's move, an
//! unmasking, a shuffle step) it seals what it has to say into a [`Link`] text.

use super::draws::{DrawScript, DrawTo, HIDDEN, ScriptDraw};
use super::rules::{Icih, RULES_VERSION};
use super::state::{Action, CardId, Options, Players};
use crate::engine::mental_poker::{self as mp, CardPoints, PointBytes, Secret};
use crate::engine::proofs::{self as zk, Dleq, ShuffleProof, Signature};
use crate::engine::session::Logged;
use crate::engine::slices::{Slicer, run_at_once};
use crate::engine::{ByTeam, GameRecord, Session, Team};
use base64::Engine as _;
use curve25519_dalek::ristretto::RistrettoPoint;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::OnceLock;

/// What names our card points (a card of another game must never read as one of these).
const DOMAIN: &[u8] = b"rinkside icih";
/// A link text starts with this, then the version of the link format.
const PREFIX: &str = "icih-link2.";
/// The link format before every step carried its proof (issue 38): refused with a word on why.
const PREFIX_V1: &str = "icih-link1.";
/// The longest link taken: a deck step with its proof is about 14,000 characters, and a link
/// carries at most two.
pub const MAX_LINK_CHARS: usize = 40_000;
/// The most parts a link may hold (an honest one holds a few dozen at most).
pub const MAX_PARTS: usize = 400;

static CARD_POINTS: OnceLock<CardPoints> = OnceLock::new();

fn card_points() -> &'static CardPoints {
    CARD_POINTS.get_or_init(|| CardPoints::new(DOMAIN, 64))
}

/// Makes the card points and the proofs' generators once, in slices, before any work needs
/// them (each is 64 points hashed to the curve).
async fn warm_up(slicer: &mut Slicer) {
    if CARD_POINTS.get().is_none() {
        let points = CardPoints::new_sliced(DOMAIN, 64, slicer).await;
        CARD_POINTS.get_or_init(|| points);
    }
    zk::warm_up(slicer).await;
}

/// One thing a side says in a link.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Part {
    /// The home side's first link: the game's rules and its commitment to its secret.
    Open {
        options: Options,
        rules_version: u16,
        commitment: [u8; 32],
        /// The public key every home link is signed with (derived from the secret).
        signer: PointBytes,
    },
    /// The visitors' first link: their commitment and signing key.
    Join {
        commitment: [u8; 32],
        signer: PointBytes,
    },
    /// A shuffle step: the home side's masked and shuffled deck of a shuffle, or the visitors'
    /// masking and shuffle of that (the deck played from), with this side's public key for the
    /// shuffle and the proof that the deck is its input masked by that key and reordered.
    Deck {
        epoch: u16,
        points: Vec<PointBytes>,
        key: PointBytes,
        proof: Box<ShuffleProof>,
    },
    /// This side's unmasking of one position of a deck, with the proof that it was made with
    /// this side's key for the shuffle.
    Unmask {
        epoch: u16,
        pos: u8,
        point: PointBytes,
        proof: Dleq,
    },
    /// The card of a hidden-hand play just before it: where it was dealt, and this side's own
    /// unmasking of that position (the plain card point), with its proof.
    Shown {
        epoch: u16,
        pos: u8,
        point: PointBytes,
        proof: Dleq,
    },
    /// A decision.
    Move(Action),
    /// The game is over: this side's secret, so every step can be checked.
    Reveal { secret: [u8; 32] },
    /// Whose seat the visitors are: the start of their commitment, in every link the home side
    /// seals once they joined. A device that joined from the same first link too late sees
    /// that the seat went to another device (a chain hash alone cannot tell it from an edit).
    Seated { visitors: [u8; 8] },
}

/// The start of a commitment, as `Part::Seated` names a seat by it.
fn seat_tag(commitment: &[u8; 32]) -> [u8; 8] {
    commitment[..8].try_into().expect("8 bytes")
}

/// One text passed from one side to the other.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Link {
    game: [u8; 8],
    from: Team,
    /// This link's number in the game, from 0.
    seq: u32,
    /// The chain hash of every link before it.
    prev: [u8; 32],
    parts: Vec<Part>,
    /// The start of the chain hash with this link: an edit in passing is seen at once.
    check: [u8; 8],
    /// The sender's signature of the chain hash with this link.
    sig: Signature,
}

impl Link {
    fn chain_hash(&self) -> [u8; 32] {
        let body = postcard::to_allocvec(&(&self.game, self.from, self.seq, &self.parts))
            .expect("a link serialises");
        Sha256::new()
            .chain_update(b"rinkside link chain")
            .chain_update(self.prev)
            .chain_update(body)
            .finalize()
            .into()
    }

    pub fn to_text(&self) -> String {
        let bytes = postcard::to_allocvec(self).expect("a link serialises");
        format!(
            "{PREFIX}{}",
            base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
        )
    }

    pub fn from_text(text: &str) -> Result<Link, LinkError> {
        let text = text.trim();
        if text.len() > MAX_LINK_CHARS {
            return Err(LinkError::TooLong(text.len()));
        }
        if text.starts_with(PREFIX_V1) {
            return Err(LinkError::OldFormat);
        }
        let body = text.strip_prefix(PREFIX).ok_or(LinkError::NotALink)?;
        let bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD
            .decode(body)
            .map_err(|_| LinkError::Damaged)?;
        let link: Link = postcard::from_bytes(&bytes).map_err(|_| LinkError::Damaged)?;
        if link.chain_hash()[..8] != link.check {
            return Err(LinkError::Changed);
        }
        if link.parts.len() > MAX_PARTS {
            return Err(LinkError::TooManyParts(link.parts.len()));
        }
        Ok(link)
    }

    pub fn seq(&self) -> u32 {
        self.seq
    }
    /// The game's id, as text (as `Device::game_id` gives it).
    pub fn game_id(&self) -> String {
        hex(&self.game)
    }
    pub fn from(&self) -> Team {
        self.from
    }
    pub fn parts(&self) -> &[Part] {
        &self.parts
    }

    /// Re-seals a link after its parts were changed (tests: a cheating app can do this).
    #[cfg(test)]
    pub(crate) fn reseal(mut self) -> Link {
        let hash = self.chain_hash();
        self.check.copy_from_slice(&hash[..8]);
        self
    }
    #[cfg(test)]
    pub(crate) fn parts_mut(&mut self) -> &mut Vec<Part> {
        &mut self.parts
    }
    #[cfg(test)]
    pub(crate) fn set_seq(&mut self, seq: u32) {
        self.seq = seq;
    }
}

/// What a link opened on a device does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Opening {
    /// The save of the side it was sent to takes it in (`Device::receive`).
    Receive,
    /// A game's first link, on a device that holds neither side of the game: it joins as the
    /// visitors.
    Join,
    /// Refused; nothing saved changes.
    Refuse(LinkError),
}

impl Link {
    /// What opening this link does on a device that holds the save of the side it was sent to
    /// (`receiver`), or of the side that made it (`sender`).
    pub fn opening(&self, receiver: bool, sender: bool) -> Opening {
        if receiver {
            Opening::Receive
        } else if sender {
            // Its maker opened it (a slip in a chat app): joining would seat it as the other
            // side of its own game.
            Opening::Refuse(LinkError::OwnLink)
        } else if self.seq == 0 {
            Opening::Join
        } else {
            Opening::Refuse(LinkError::NotJoined)
        }
    }
}

/// Why a link was refused. Nothing on the device changes when one is.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LinkError {
    #[error("this is not a Rinkside game link")]
    NotALink,
    #[error("this link is damaged (cut short or mistyped)")]
    Damaged,
    #[error("this link is too long to be a game link ({0} characters; at most 40,000)")]
    TooLong(usize),
    #[error("this link holds too many steps to be a game link ({0}; at most 400)")]
    TooManyParts(usize),
    #[error("this link was changed after it was made")]
    Changed,
    #[error("this link belongs to another game")]
    OtherGame,
    #[error("this is the link to send to your friend: it was made on this device")]
    OwnLink,
    /// The home side got a second visitors' first link (two devices joined from its first).
    #[error("the visitors' seat is already taken (another device joined first); nothing changed")]
    SeatTaken,
    /// A device that joined too late got a home link meant for the visitors who were seated.
    #[error("the seat is taken: this game's visitors play on another device")]
    SeatTakenElsewhere,
    #[error("this link was already played here (link {got}; this game is at link {at})")]
    Old { got: u32, at: u32 },
    #[error("a link is missing: this is link {got}, and link {at} has not been opened here")]
    Missing { got: u32, at: u32 },
    #[error("this link does not follow this game's last link (edited or from another device)")]
    Chain,
    #[error("this link does not start a game")]
    NotAStart,
    #[error(
        "this link does not start a game, and this game's first link was never opened on this device"
    )]
    NotJoined,
    #[error("the other side broke the rules: {0}")]
    Cheat(String),
    #[error(
        "this link was not signed by your friend's app in this game (made by someone else, or edited)"
    )]
    NotSigned,
    #[error(
        "this link comes from an older version of Rinkside, before every step was proved; start a new game"
    )]
    OldFormat,
}

/// Where the game stands for this device.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Status {
    /// This side decides now.
    YourMove,
    /// Waiting for the other side: send the sealed link if there is one.
    Waiting,
    /// The game is over; `verdict` once both secrets are known.
    Over { verdict: Option<Verdict> },
}

/// The end-of-game check of every shuffle, unmasking and move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Verdict {
    Verified,
    Mismatch(String),
}

/// Per shuffle, per position: the card, where it can be read.
type Decks = Vec<Vec<Option<CardId>>>;

/// The two decks of one shuffle.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
struct Shuffle {
    /// The home side's masked and shuffled deck.
    first: Option<Vec<PointBytes>>,
    /// The visitors' masking and shuffle of `first`: the deck played from.
    last: Option<Vec<PointBytes>>,
    /// Each side's public key for this shuffle (home's for `first`, the visitors' for `last`).
    keys: ByTeam<Option<PointBytes>>,
}

/// One side of a game played by link; saved on the device after every change.
#[derive(Clone, PartialEq, Serialize, Deserialize)]
pub struct Device {
    seat: Team,
    secret: [u8; 32],
    options: Options,
    rules_version: u16,
    game: [u8; 8],
    commitments: ByTeam<Option<[u8; 32]>>,
    /// Each side's public signing key, from its opening.
    signers: ByTeam<Option<PointBytes>>,
    shuffles: Vec<Shuffle>,
    moves: Vec<Action>,
    /// Who made each of `moves`: a link's sender, or this seat. Each must be the side the game
    /// names to act (a link may not carry the receiver's moves).
    authors: Vec<Team>,
    /// Cards this device can read, per shuffle and position (from the other's unmaskings).
    known: Vec<Vec<Option<CardId>>>,
    /// The other side's unmaskings, kept for the final check.
    received: BTreeMap<(u16, u8), PointBytes>,
    /// Positions this side has unmasked for the other.
    given: BTreeSet<(u16, u8)>,
    /// The other side's hidden-hand plays, by move number: where each card was dealt (checked
    /// by its proof when it arrived).
    shown: BTreeMap<u32, (u16, u8, CardId)>,
    /// Positions of this side's hand it has shown the other side (by playing their cards).
    shown_mine: BTreeSet<(u16, u8)>,
    outbox: Vec<Part>,
    /// The chain hash of every link so far, and how many there were.
    chain: [u8; 32],
    links: u32,
    /// The last link this side sealed (to send again if it was lost).
    last_sent: Option<String>,
    other_secret: Option<[u8; 32]>,
    revealed: bool,
    /// Was the newest link of the game sealed here (so it is this side's to send)?
    #[serde(default)]
    sent_newest: bool,
    /// The end-of-game check, made once when the other side's secret arrives: the verdict,
    /// and every card of every deck when it holds.
    #[serde(default)]
    final_check: Option<(Verdict, Option<Decks>)>,
    /// Test hooks: the ways a cheating app could depart from the protocol.
    #[serde(skip)]
    cheats: Cheats,
}

/// How a test device cheats (never set outside tests).
#[derive(Clone, Default, PartialEq)]
struct Cheats {
    /// Shuffles with an order its secret does not make.
    order: bool,
    /// Believes the card at this position is another one.
    card: Option<(usize, usize, CardId)>,
}

impl std::fmt::Debug for Device {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Device")
            .field("seat", &self.seat)
            .field("links", &self.links)
            .field("moves", &self.moves.len())
            .finish_non_exhaustive()
    }
}

/// A side in words, and its possessive.
fn side_words(team: Team) -> (&'static str, &'static str) {
    match team {
        Team::Home => ("the home side", "the home side's"),
        Team::Away => ("the visitors", "the visitors'"),
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The game id an opening with `commitment` names.
pub(crate) fn game_id(commitment: &[u8; 32]) -> [u8; 8] {
    let h: [u8; 32] = Sha256::new()
        .chain_update(b"rinkside link game")
        .chain_update(commitment)
        .finalize()
        .into();
    h[..8].try_into().expect("8 bytes")
}

fn point(bytes: &PointBytes) -> Result<RistrettoPoint, LinkError> {
    mp::from_bytes(bytes).ok_or_else(|| LinkError::Cheat("a point that is not on the curve".into()))
}

/// Points read a few at a time (each takes a square root).
async fn points(
    bytes: &[PointBytes],
    slicer: &mut Slicer,
) -> Result<Vec<RistrettoPoint>, LinkError> {
    zk::points_sliced(bytes, slicer)
        .await
        .ok_or_else(|| LinkError::Cheat("a point that is not on the curve".into()))
}

/// A deck as it travels, written a few points at a time (each takes an inversion).
async fn to_bytes(points: &[RistrettoPoint], slicer: &mut Slicer) -> Vec<PointBytes> {
    let mut out = Vec::with_capacity(points.len());
    for (i, p) in points.iter().enumerate() {
        out.push(mp::to_bytes(p));
        zk::pause_every(slicer, i).await;
    }
    out
}

/// Masks and shuffles `deck` as `secret` does for shuffle `epoch`.
async fn shuffle_step(
    secret: &Secret,
    epoch: usize,
    deck: &[RistrettoPoint],
    slicer: &mut Slicer,
) -> Vec<PointBytes> {
    let order = secret.order(epoch, deck.len());
    let masked = mp::mask_and_shuffle_sliced(deck, &secret.key(epoch), &order, slicer).await;
    to_bytes(&masked, slicer).await
}

fn plain_deck(cards: &[CardId]) -> Vec<RistrettoPoint> {
    cards.iter().map(|&c| card_points().point(c)).collect()
}

/// What a proof is about, so it cannot be replayed for another step: the game, the side,
/// the kind of step, the shuffle and the position.
fn context(game: &[u8; 8], side: Team, kind: &[u8], epoch: usize, pos: usize) -> Vec<u8> {
    let side: u8 = match side {
        Team::Home => 0,
        Team::Away => 1,
    };
    [
        game.as_slice(),
        &[side],
        kind,
        &(epoch as u32).to_le_bytes(),
        &(pos as u32).to_le_bytes(),
    ]
    .concat()
}

fn public(key: &curve25519_dalek::scalar::Scalar) -> PointBytes {
    mp::to_bytes(&zk::public_key(key))
}

impl Device {
    /// A side with nothing exchanged yet but its first part.
    fn new(
        seat: Team,
        secret: Secret,
        options: Options,
        rules_version: u16,
        game: [u8; 8],
        first: Part,
    ) -> Device {
        let mut commitments = ByTeam::default();
        commitments[seat] = Some(secret.commitment());
        let mut signers = ByTeam::default();
        signers[seat] = Some(public(&secret.signing_key()));
        Device {
            seat,
            secret: secret.0,
            options,
            rules_version,
            game,
            commitments,
            signers,
            shuffles: Vec::new(),
            moves: Vec::new(),
            authors: Vec::new(),
            known: Vec::new(),
            received: BTreeMap::new(),
            given: BTreeSet::new(),
            shown: BTreeMap::new(),
            shown_mine: BTreeSet::new(),
            outbox: vec![first],
            chain: [0; 32],
            links: 0,
            last_sent: None,
            other_secret: None,
            revealed: false,
            sent_newest: false,
            final_check: None,
            cheats: Cheats::default(),
        }
    }

    /// The home side starts a game: its first link is sealed at once.
    pub fn open(options: Options, secret: Secret) -> Device {
        run_at_once(Device::open_sliced(options, secret, &mut Slicer::at_once()))
    }

    /// [`Device::open`], in slices.
    pub async fn open_sliced(options: Options, secret: Secret, slicer: &mut Slicer) -> Device {
        warm_up(slicer).await;
        let commitment = secret.commitment();
        let options = Options {
            players: Players::TwoPlayers,
            ..options
        };
        let mut device = Device::new(
            Team::Home,
            secret,
            options.clone(),
            RULES_VERSION,
            game_id(&commitment),
            Part::Open {
                options,
                rules_version: RULES_VERSION,
                commitment,
                signer: public(&secret.signing_key()),
            },
        );
        device
            .advance(slicer)
            .await
            .expect("a new game's first step needs no link");
        device
    }

    /// The visitors take up a game from the home side's first link.
    pub fn join(text: &str, secret: Secret) -> Result<Device, LinkError> {
        run_at_once(Device::join_sliced(text, secret, &mut Slicer::at_once()))
    }

    /// [`Device::join`], in slices.
    pub async fn join_sliced(
        text: &str,
        secret: Secret,
        slicer: &mut Slicer,
    ) -> Result<Device, LinkError> {
        warm_up(slicer).await;
        let link = Link::from_text(text)?;
        let Some(Part::Open {
            options,
            rules_version,
            commitment,
            ..
        }) = link.parts.first().cloned()
        else {
            return Err(LinkError::NotAStart);
        };
        if link.seq != 0 || link.from != Team::Home || link.game != game_id(&commitment) {
            return Err(LinkError::NotAStart);
        }
        if !(1..=RULES_VERSION).contains(&rules_version) {
            return Err(LinkError::Damaged);
        }
        // The home side may not choose who plays the visitors (a computer, say).
        if options.players != Players::TwoPlayers {
            return Err(LinkError::Cheat(
                "the opening link sets who plays the visitors".into(),
            ));
        }
        let mut device = Device::new(
            Team::Away,
            secret,
            options,
            rules_version,
            link.game,
            Part::Join {
                commitment: secret.commitment(),
                signer: public(&secret.signing_key()),
            },
        );
        device.receive_link(link, slicer).await?;
        Ok(device)
    }

    pub fn seat(&self) -> Team {
        self.seat
    }

    /// How many links the game has had.
    pub fn links(&self) -> u32 {
        self.links
    }

    /// The last link this side sealed, to send (again).
    pub fn last_sent(&self) -> Option<&str> {
        self.last_sent.as_deref()
    }

    /// The link the other side is waiting for, if the newest link of the game was made here.
    pub fn link_to_send(&self) -> Option<&str> {
        self.last_sent.as_deref().filter(|_| self.sent_newest)
    }

    /// The game's id, as text (names its save).
    pub fn game_id(&self) -> String {
        hex(&self.game)
    }

    /// The game as a table shows it: the state (as it stood before a card not yet turned up),
    /// with its play-by-play. The record holds the moves only: a game by link has no seed.
    pub fn session(&self) -> Session<Icih> {
        // Once both secrets are in and every step checks out, every card is shown.
        let known = match &self.final_check {
            Some((_, Some(all))) => all.clone(),
            _ => self.known.clone(),
        };
        let state = Icih::new_scripted(
            self.options.clone(),
            self.rules_version,
            DrawScript::new(known),
        );
        let log = state
            .opening_events()
            .iter()
            .cloned()
            .map(|event| Logged {
                after_actions: 0,
                event,
            })
            .collect();
        let mut record = GameRecord::new(self.options.clone(), 0);
        record.rules_version = self.rules_version;
        let mut session = Session { state, record, log };
        for action in &self.moves {
            if let Some(card) = action.card()
                && let Some(actor) = session.state.phase().actor()
                && actor != self.seat
            {
                session.state.reveal_played(actor, card);
            }
            if session.apply(*action).is_err() {
                break;
            }
        }
        if let Some(frozen) = session.state.script().and_then(|s| s.frozen.clone()) {
            session.state = *frozen;
        }
        session
    }

    /// Once every card is checked: both last hands, and the cards still in the deck (its order
    /// from the top), shown at the end.
    pub fn revealed(&self) -> Option<(ByTeam<Vec<CardId>>, Vec<CardId>)> {
        let Some((Verdict::Verified, Some(all))) = &self.final_check else {
            return None;
        };
        let session = self.session();
        let script = session.state.script()?;
        let epoch = script.shuffles.len().checked_sub(1)?;
        let drawn = script.draws.iter().filter(|d| d.epoch == epoch).count();
        let left = all
            .get(epoch)?
            .iter()
            .skip(drawn)
            .flatten()
            .copied()
            .collect();
        let hands = ByTeam::new(
            session.state.hand(Team::Home).to_vec(),
            session.state.hand(Team::Away).to_vec(),
        );
        Some((hands, left))
    }

    /// How many moves the game had when this side last moved (0 if it never has): what came
    /// after is what the friend's links brought.
    pub fn moves_to_own_last(&self) -> usize {
        let mut game = Icih::new_scripted(
            self.options.clone(),
            self.rules_version,
            DrawScript::new(self.known.clone()),
        );
        let mut last = 0;
        for (i, action) in self.moves.iter().enumerate() {
            let actor = game.phase().actor();
            if actor == Some(self.seat) {
                last = i + 1;
            }
            if let Some(card) = action.card()
                && let Some(actor) = actor
                && actor != self.seat
            {
                game.reveal_played(actor, card);
            }
            if game.apply_action(action).is_err() {
                break;
            }
        }
        last
    }

    /// A device as saved, from its text; `None` if the text is not one.
    pub fn from_saved(text: &str) -> Option<Device> {
        let bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD
            .decode(text.trim())
            .ok()?;
        postcard::from_bytes(&bytes).ok()
    }

    /// The device as saved text (postcard, not JSON: its maps have pairs for keys).
    pub fn to_saved(&self) -> String {
        let bytes = postcard::to_allocvec(self).expect("a device serialises");
        base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
    }

    /// In a few words: whose turn it is.
    pub fn turn_words(&self) -> String {
        let (other, others) = side_words(self.seat.other());
        let to_send = self.link_to_send().is_some();
        match self.status() {
            Status::YourMove => "Your move".into(),
            Status::Waiting if to_send => format!("Send your link to {other}"),
            Status::Waiting => format!("Waiting for {others} link"),
            Status::Over {
                verdict: Some(Verdict::Verified),
            } => "Final, every card checked".into(),
            Status::Over {
                verdict: Some(Verdict::Mismatch(_)),
            } => "Final, but the check failed".into(),
            // The other side's secret has not come: nothing is checked yet (it may never come).
            Status::Over { verdict: None } if to_send => {
                format!("Final, unconfirmed: send the last link to {other}")
            }
            Status::Over { verdict: None } => {
                "Final, unconfirmed: your friend has not sent the final check".into()
            }
        }
    }

    fn secret(&self) -> Secret {
        Secret(self.secret)
    }

    /// The point of the deck played from at shuffle `e`, position `p`.
    fn masked(&self, e: usize, p: usize) -> Option<RistrettoPoint> {
        let bytes = self.shuffles.get(e)?.last.as_ref()?.get(p)?;
        mp::from_bytes(bytes)
    }

    /// Whether `proof` shows `b = k·u` for the other side's key `k` of shuffle `e`, made for
    /// this `kind` of step at position `p` (an unmasking, or a hidden card shown).
    fn other_proves(
        &self,
        kind: &[u8],
        e: usize,
        p: usize,
        u: &RistrettoPoint,
        b: &RistrettoPoint,
        proof: &Dleq,
    ) -> bool {
        let other = self.seat.other();
        self.shuffle_key(e, other).is_some_and(|key| {
            zk::verify_dleq(&key, &context(&self.game, other, kind, e, p), u, b, proof)
        })
    }

    /// `team`'s public key for shuffle `e`, from its deck step.
    fn shuffle_key(&self, e: usize, team: Team) -> Option<RistrettoPoint> {
        mp::from_bytes(&self.shuffles.get(e)?.keys[team]?)
    }

    /// A code both tables show once both sides have opened: the same on both means nobody sits
    /// between the two friends (each has the other's real opening).
    pub fn short_code(&self) -> Option<String> {
        let mut h = Sha256::new().chain_update(b"rinkside link short code");
        for team in [Team::Home, Team::Away] {
            h.update(self.commitments[team]?);
            h.update(self.signers[team]?);
        }
        let digest: [u8; 32] = h.finalize().into();
        // 12 digits (about 40 bits): a person in the middle would have to make an opening
        // whose code matches by trying about a million million.
        let n = u64::from_le_bytes(digest[..8].try_into().ok()?) % 1_000_000_000_000;
        let digits = format!("{n:012}");
        Some(format!(
            "{} {} {}",
            &digits[..4],
            &digits[4..8],
            &digits[8..]
        ))
    }

    /// The game as this device can see it: replayed from the moves and the cards it can read.
    pub fn game(&self) -> Icih {
        self.replay(&self.known, true)
            .expect("the moves kept are the ones that replayed")
    }

    /// Replays the moves over the readable cards `known`. With `reveal`, a card the other side
    /// plays takes the place of one of its hidden cards first.
    fn replay(&self, known: &[Vec<Option<CardId>>], reveal: bool) -> Result<Icih, String> {
        self.replay_as(known, reveal.then_some(self.seat))
    }

    /// Replays as `viewer` sees the game (over `known`): a card played from a hand `viewer`
    /// sees only as hidden takes the place of one of its hidden cards first. Seen by this
    /// side, such a card must have been shown with its proof.
    fn replay_as(
        &self,
        known: &[Vec<Option<CardId>>],
        viewer: Option<Team>,
    ) -> Result<Icih, String> {
        let reveal = viewer.is_some();
        let mut game = Icih::new_scripted(
            self.options.clone(),
            self.rules_version,
            DrawScript::new(known.to_vec()),
        );
        let mut shown_here = BTreeSet::new();
        for (i, action) in self.moves.iter().enumerate() {
            if game.script().is_some_and(|s| s.stalled.is_some()) {
                return Err(format!("move {} came before a card it needed", i + 1));
            }
            let Some(actor) = game.phase().actor() else {
                return Err(format!("move {} came after the game ended", i + 1));
            };
            self.check_author(i, actor)?;
            // Seen as the other side, both hands play cards this replay holds as hidden.
            if let Some(card) = action.card()
                && reveal
                && (actor != self.seat || viewer != Some(self.seat))
            {
                if !(1..=64).contains(&card) || game.seen_elsewhere(actor, card) {
                    return Err(format!(
                        "move {}: card #{card} is not theirs to play",
                        i + 1
                    ));
                }
                if viewer == Some(self.seat) && !game.hand(actor).contains(&card) {
                    // A hidden card: it must have been shown where it was dealt (its proof
                    // was checked when it arrived), to this hand, and not played before.
                    let Some(&(e, p, _)) = self.shown.get(&(i as u32)) else {
                        return Err(format!(
                            "move {}: card #{card} was played without showing where it was dealt",
                            i + 1
                        ));
                    };
                    let script = game.script().ok_or("a game by link")?;
                    let dealt = script.draws.iter().any(|d| {
                        (d.epoch, d.pos, d.to)
                            == (usize::from(e), usize::from(p), DrawTo::Hand(actor))
                    });
                    if !dealt || !shown_here.insert((e, p)) {
                        return Err(format!(
                            "move {}: card #{card} was not dealt to that hand there, or was played before",
                            i + 1
                        ));
                    }
                }
                if !game.reveal_played(actor, card) {
                    return Err(format!(
                        "move {}: no card in their hand to be #{card}",
                        i + 1
                    ));
                }
            }
            game.apply_action(action)
                .map_err(|e| format!("move {} ({action:?}): {e}", i + 1))?;
        }
        Ok(game)
    }

    /// Move `i` must have been made by the side the game names to make it.
    fn check_author(&self, i: usize, actor: Team) -> Result<(), String> {
        match self.authors.get(i) {
            Some(&author) if author == actor => Ok(()),
            Some(&author) => Err(format!(
                "move {} was {} to make, not {}",
                i + 1,
                side_words(actor).1,
                side_words(author).1
            )),
            None => Err(format!("move {} has no maker", i + 1)),
        }
    }

    /// Where the game stands here.
    pub fn status(&self) -> Status {
        let game = self.game();
        // Past a stall the state means nothing, a result included.
        let script = game.script().expect("a game by link");
        if script.stalled.is_some() {
            return Status::Waiting;
        }
        if game.outcome_ref().is_some() {
            return Status::Over {
                verdict: self.verdict(),
            };
        }
        match game.phase().actor() {
            Some(team) if team == self.seat && !game.hand(team).contains(&HIDDEN) => {
                Status::YourMove
            }
            _ => Status::Waiting,
        }
    }

    /// What this side may do now (nothing unless it is its move).
    pub fn legal(&self) -> Vec<Action> {
        if self.status() != Status::YourMove {
            return Vec::new();
        }
        self.game().legal(self.seat)
    }

    /// Makes this side's move.
    pub fn play(&mut self, action: Action) -> Result<(), LinkError> {
        run_at_once(self.play_sliced(action, &mut Slicer::at_once()))
    }

    /// [`Device::play`], in slices (a move that reaches a new shuffle makes a deck step).
    pub async fn play_sliced(
        &mut self,
        action: Action,
        slicer: &mut Slicer,
    ) -> Result<(), LinkError> {
        warm_up(slicer).await;
        if !self.legal().contains(&action) {
            return Err(LinkError::Cheat(format!("{action:?} is not a choice now")));
        }
        let shown = action.card().and_then(|card| self.show_card(card));
        let mut next = self.clone();
        next.moves.push(action);
        next.authors.push(self.seat);
        next.outbox.push(Part::Move(action));
        if let Some((part, at)) = shown {
            next.outbox.push(part);
            next.shown_mine.insert(at);
        }
        next.advance(slicer).await.map_err(LinkError::Cheat)?;
        *self = next;
        Ok(())
    }

    /// What goes with playing `card` from this side's hand when the other side sees it only as
    /// a hidden card: where it was dealt (the newest deal of it to this hand not shown yet) and
    /// this side's own unmasking of that position, proved with its key for the shuffle.
    fn show_card(&self, card: CardId) -> Option<(Part, (u16, u8))> {
        let game = self.game();
        let script = game.script()?;
        let mine = DrawTo::Hand(self.seat);
        // The other side's view of this hand: every card dealt to it hidden.
        let mut theirs = self.known.clone();
        for d in script.draws.iter().filter(|d| d.to == mine) {
            if let Some(slot) = theirs.get_mut(d.epoch).and_then(|e| e.get_mut(d.pos)) {
                *slot = None;
            }
        }
        let seen = self.replay_as(&theirs, Some(self.seat.other())).ok()?;
        if seen.hand(self.seat).contains(&card) {
            return None;
        }
        let d = script.draws.iter().rev().find(|d| {
            d.to == mine
                && self.readable_at(d.epoch, d.pos) == Some(card)
                && !self.shown_mine.contains(&(d.epoch as u16, d.pos as u8))
        })?;
        let at = (d.epoch as u16, d.pos as u8);
        let given = mp::from_bytes(self.received.get(&at)?)?;
        let plain = card_points().point(card);
        let k = self.secret().key(d.epoch);
        let context = context(&self.game, self.seat, b"shown", d.epoch, d.pos);
        let part = Part::Shown {
            epoch: at.0,
            pos: at.1,
            point: mp::to_bytes(&plain),
            proof: zk::prove_dleq(&k, &context, &plain, &given),
        };
        Some((part, at))
    }

    fn readable_at(&self, epoch: usize, pos: usize) -> Option<CardId> {
        self.known.get(epoch)?.get(pos).copied().flatten()
    }

    /// Takes in a link from the other side. On any error nothing here changes.
    pub fn receive(&mut self, text: &str) -> Result<(), LinkError> {
        run_at_once(self.receive_sliced(text, &mut Slicer::at_once()))
    }

    /// [`Device::receive`], in slices: the proofs are checked a few points at a time.
    pub async fn receive_sliced(
        &mut self,
        text: &str,
        slicer: &mut Slicer,
    ) -> Result<(), LinkError> {
        warm_up(slicer).await;
        let link = Link::from_text(text)?;
        slicer.pause().await;
        let mut next = self.clone();
        slicer.pause().await;
        next.receive_link(link, slicer).await?;
        *self = next;
        Ok(())
    }

    async fn receive_link(&mut self, link: Link, slicer: &mut Slicer) -> Result<(), LinkError> {
        if link.game != self.game {
            return Err(LinkError::OtherGame);
        }
        if link.from == self.seat {
            return Err(LinkError::OwnLink);
        }
        // Before the number and chain checks: a late joiner's link is "old" or "off the chain"
        // only because another device took the seat first.
        let seated = self.commitments[Team::Away];
        for part in &link.parts {
            match (self.seat, part) {
                (Team::Home, Part::Join { commitment, .. })
                    if seated.is_some_and(|c| c != *commitment) =>
                {
                    return Err(LinkError::SeatTaken);
                }
                (Team::Away, Part::Seated { visitors })
                    if seated.is_some_and(|c| seat_tag(&c) != *visitors) =>
                {
                    return Err(LinkError::SeatTakenElsewhere);
                }
                _ => {}
            }
        }
        if link.seq < self.links {
            return Err(LinkError::Old {
                got: link.seq + 1,
                at: self.links,
            });
        }
        if link.seq > self.links {
            // Any number can come in a link (the check before the signature): no overflow.
            return Err(LinkError::Missing {
                got: link.seq.saturating_add(1),
                at: self.links + 1,
            });
        }
        if link.prev != self.chain {
            return Err(LinkError::Chain);
        }
        // Before the signature: without a Join there is no key to check it with.
        if self.seat == Team::Home
            && self.links == 1
            && !link.parts.iter().any(|p| matches!(p, Part::Join { .. }))
        {
            return Err(LinkError::Cheat(
                "the visitors' first link does not join the game (it holds no promise of a secret)"
                    .into(),
            ));
        }
        // Signed by the sender's key: the one its opening named (in this very link for the
        // first link of each side).
        let opening_signer = link.parts.iter().find_map(|p| match p {
            Part::Open { signer, .. } | Part::Join { signer, .. } => Some(*signer),
            _ => None,
        });
        let signer = self.signers[link.from].or(opening_signer);
        slicer.pause().await;
        if !signer
            .and_then(|s| mp::from_bytes(&s))
            .is_some_and(|key| zk::verify_signature(&key, &link.chain_hash(), &link.sig))
        {
            return Err(LinkError::NotSigned);
        }
        slicer.pause().await;
        let cheat = LinkError::Cheat;
        // Deck steps are checked once this link's moves have brought the game to them.
        let mut new_decks: Vec<(usize, ShuffleProof)> = Vec::new();
        let mut last_move: Option<usize> = None;
        let other = self.seat.other();
        let (they, theirs) = side_words(other);
        let mine = self.secret();
        // The cards of each shuffle the game had reached before this link: an unmasking must
        // read as one of them, once.
        let shuffled = self
            .game()
            .script()
            .expect("a game by link")
            .shuffles
            .clone();
        slicer.pause().await;
        // Once a side has sent its final secret it has nothing more to play or show.
        let mut over = self.final_check.is_some();
        let mut reveal = None;
        for part in &link.parts {
            slicer.pause().await;
            if over {
                let what = match part {
                    Part::Move(_) => "a move after the final secret",
                    Part::Deck { .. } => "a deck after the final secret",
                    Part::Unmask { .. } => "an unmasking after the final secret",
                    Part::Reveal { .. } => "a second final secret",
                    _ => "",
                };
                if !what.is_empty() {
                    return Err(cheat(format!("{they} sent {what}")));
                }
            }
            match part {
                Part::Open {
                    commitment, signer, ..
                } if self.seat == Team::Away && self.links == 0 => {
                    self.commitments[Team::Home] = Some(*commitment);
                    self.signers[Team::Home] = Some(*signer);
                }
                Part::Join { commitment, signer } if self.seat == Team::Home && self.links == 1 => {
                    self.commitments[Team::Away] = Some(*commitment);
                    self.signers[Team::Away] = Some(*signer);
                }
                Part::Open { .. } | Part::Join { .. } => {
                    return Err(cheat("a game's opening in the middle of it".into()));
                }
                // Checked above: this device's own seat.
                Part::Seated { .. } if self.seat == Team::Away && self.links > 0 => {}
                Part::Seated { .. } => {
                    return Err(cheat(
                        "a word on whose seat it is, from the wrong side".into(),
                    ));
                }
                Part::Deck {
                    epoch,
                    points: deck,
                    key,
                    proof,
                } => {
                    let e = usize::from(*epoch);
                    let made = self.shuffles.len();
                    let shuffle = self.shuffles.get_mut(e);
                    let len = deck.len();
                    if len == 0 || len > 64 {
                        return Err(cheat(format!("a deck of {len} cards")));
                    }
                    points(deck, slicer).await?;
                    // A repeated point would label positions (a stacked deck, read by its
                    // maker); every card of a shuffle is a different point.
                    if deck.iter().collect::<BTreeSet<_>>().len() != len {
                        return Err(cheat(format!(
                            "{theirs} deck for shuffle {} holds a card more than once",
                            e + 1
                        )));
                    }
                    match (self.seat, shuffle) {
                        (Team::Away, None) if e == made => {
                            self.shuffles.push(Shuffle {
                                first: Some(deck.clone()),
                                last: None,
                                keys: ByTeam::new(Some(*key), None),
                            });
                        }
                        (Team::Home, Some(s))
                            if s.last.is_none()
                                && s.first.as_ref().is_some_and(|f| f.len() == len) =>
                        {
                            s.last = Some(deck.clone());
                            s.keys[Team::Away] = Some(*key);
                        }
                        _ => {
                            return Err(cheat(format!("an unexpected deck for shuffle {}", e + 1)));
                        }
                    }
                    new_decks.push((e, (**proof).clone()));
                }
                Part::Unmask {
                    epoch,
                    pos,
                    point: bytes,
                    proof,
                } => {
                    let (e, p) = (usize::from(*epoch), usize::from(*pos));
                    let Some(len) = self
                        .shuffles
                        .get(e)
                        .and_then(|s| s.last.as_ref())
                        .map(Vec::len)
                    else {
                        return Err(cheat(format!(
                            "an unmasking for shuffle {} before its deck",
                            e + 1
                        )));
                    };
                    if p >= len || self.received.contains_key(&(*epoch, *pos)) {
                        return Err(cheat(format!(
                            "an unexpected unmasking ({}, {})",
                            e + 1,
                            p + 1
                        )));
                    }
                    // Made with the sender's key for this shuffle, from this position's point.
                    let masked = self
                        .masked(e, p)
                        .ok_or_else(|| cheat("a deck point".into()))?;
                    let unmasked = point(bytes)?;
                    let proven = self.other_proves(b"unmask", e, p, &unmasked, &masked, proof);
                    if !proven {
                        return Err(cheat(format!(
                            "an unmasking of shuffle {}, card {}, without a valid proof",
                            e + 1,
                            p + 1
                        )));
                    }
                    let card = card_points()
                        .read(&mp::unmask(&unmasked, &mine.key(e)))
                        .ok_or_else(|| cheat("an unmasking that reads as no card".into()))?;
                    if shuffled
                        .get(e)
                        .is_none_or(|cards| cards.binary_search(&card).is_err())
                    {
                        return Err(cheat(format!(
                            "an unmasking reads as card #{card}, which is not in shuffle {}",
                            e + 1
                        )));
                    }
                    // (A test's cheating device believes its fake card: it does not refuse itself.)
                    if let Some(q) = self
                        .known
                        .get(e)
                        .and_then(|k| k.iter().position(|c| *c == Some(card)))
                        .filter(|&q| self.cheats.card != Some((e, q, card)))
                    {
                        return Err(cheat(format!(
                            "an unmasking reads as card #{card}, already shown at card {} of shuffle {}",
                            q + 1,
                            e + 1
                        )));
                    }
                    if self.known.len() <= e {
                        self.known.resize(e + 1, Vec::new());
                    }
                    if self.known[e].len() < len {
                        self.known[e].resize(len, None);
                    }
                    self.known[e][p] = Some(card);
                    if let Some((ce, cp, fake)) = self.cheats.card
                        && (ce, cp) == (e, p)
                    {
                        self.known[e][p] = Some(fake);
                    }
                    self.received.insert((*epoch, *pos), *bytes);
                }
                Part::Move(action) => {
                    self.moves.push(*action);
                    self.authors.push(link.from);
                    last_move = Some(self.moves.len() - 1);
                }
                Part::Shown {
                    epoch,
                    pos,
                    point: bytes,
                    proof,
                } => {
                    let Some(index) = last_move.take() else {
                        return Err(cheat("a card shown with no play before it".into()));
                    };
                    let played = self.moves[index].card();
                    let (e, p) = (usize::from(*epoch), usize::from(*pos));
                    // The position as this side unmasked it for the player: the player's own
                    // unmasking of that must be the card it played.
                    let given = self
                        .masked(e, p)
                        .map(|m| mp::unmask(&m, &mine.key(e)))
                        .ok_or_else(|| cheat("a card shown from no deck".into()))?;
                    let plain = point(bytes)?;
                    let proven = self.other_proves(b"shown", e, p, &plain, &given, proof);
                    let card = card_points().read(&plain);
                    if !proven || card.is_none() || card != played {
                        return Err(cheat(format!(
                            "move {}: the card played is not the one dealt at shuffle {}, card {}",
                            index + 1,
                            e + 1,
                            p + 1
                        )));
                    }
                    self.shown
                        .insert(index as u32, (*epoch, *pos, card.unwrap_or(HIDDEN)));
                }
                Part::Reveal { secret } => {
                    reveal = Some(*secret);
                    over = true;
                }
            }
        }
        // Every move must replay, made by the side whose move it was, and none past a card it
        // needed.
        slicer.pause().await;
        let game = self.replay(&self.known, true).map_err(cheat)?;
        slicer.pause().await;
        let script = game
            .script()
            .ok_or_else(|| cheat("a game by link".into()))?;
        // A deck only for a shuffle the game has reached, of that shuffle's size.
        for part in &link.parts {
            if let Part::Deck { epoch, points, .. } = part {
                let e = usize::from(*epoch);
                match script.shuffles.get(e).map(Vec::len) {
                    None => {
                        return Err(cheat(format!(
                            "a deck for shuffle {}, which the game has not reached",
                            e + 1
                        )));
                    }
                    Some(n) if n != points.len() => {
                        return Err(cheat(format!(
                            "shuffle {} has {n} cards, but its deck in this link holds {}",
                            e + 1,
                            points.len()
                        )));
                    }
                    Some(_) => {}
                }
            }
        }
        // Each deck step must be its input masked by its key and reordered: home's, of the
        // cards the engine shuffled; the visitors', of home's deck.
        for (e, proof) in new_decks {
            let Some(cards) = script.shuffles.get(e) else {
                return Err(cheat(format!(
                    "a deck for shuffle {}, which the game has not reached",
                    e + 1
                )));
            };
            let shuffle = &self.shuffles[e];
            let (input, output) = match other {
                Team::Home => (Some(plain_deck(cards)), shuffle.first.as_ref()),
                Team::Away => (
                    match shuffle.first.as_ref() {
                        Some(f) => points(f, slicer).await.ok(),
                        None => None,
                    },
                    shuffle.last.as_ref(),
                ),
            };
            let output = match output {
                Some(o) => points(o, slicer).await.ok(),
                None => None,
            };
            let key = shuffle.keys[other].and_then(|k| mp::from_bytes(&k));
            let proven = match (input, output, key) {
                (Some(input), Some(output), Some(key)) => {
                    zk::verify_shuffle_sliced(
                        &key,
                        &context(&self.game, other, b"deck", e, 0),
                        &input,
                        &output,
                        &proof,
                        slicer,
                    )
                    .await
                }
                _ => false,
            };
            if !proven {
                return Err(cheat(format!(
                    "the deck step for shuffle {} has no valid proof that it is a shuffle of {}",
                    e + 1,
                    match other {
                        Team::Home => "the game's cards",
                        Team::Away => "the home side's deck",
                    }
                )));
            }
        }
        // The final secret, only once the game is over here too. A false one is kept as the
        // verdict (refusing it would let the cheater go unnamed).
        if let Some(secret) = reveal {
            if game.outcome_ref().is_none() || script.stalled.is_some() {
                return Err(cheat(format!(
                    "{they} sent the final secret before the game was over"
                )));
            }
            self.final_check = Some(
                if Secret(secret).commitment() == self.commitments[other].unwrap_or_default() {
                    self.other_secret = Some(secret);
                    match self.check_all(&Secret(secret), slicer).await {
                        Ok(known) => (Verdict::Verified, Some(known)),
                        Err(why) => (Verdict::Mismatch(why), None),
                    }
                } else {
                    let promised = if other == Team::Home { "it" } else { "they" };
                    (
                        Verdict::Mismatch(format!(
                            "{they} sent a final secret that is not the one {promised} promised"
                        )),
                        None,
                    )
                },
            );
        }
        self.chain = link.chain_hash();
        self.links += 1;
        self.sent_newest = false;
        slicer.pause().await;
        self.advance(slicer).await.map_err(cheat)
    }

    /// Does what this side can without the other (shuffle steps, unmaskings it owes), and seals
    /// a link when it must wait. Link data is checked on receipt; were it bad all the same,
    /// this says so rather than panic.
    async fn advance(&mut self, slicer: &mut Slicer) -> Result<(), String> {
        let game = self.game();
        slicer.pause().await;
        let script = game.script().expect("a game by link").clone();
        let secret = self.secret();
        // Shuffle steps: home masks the plain cards, the visitors mask home's deck.
        for (e, cards) in script.shuffles.iter().enumerate() {
            if self.shuffles.len() <= e {
                if self.seat != Team::Home {
                    break;
                }
                let (first, key, proof) = self.proven_step(e, &plain_deck(cards), slicer).await;
                self.outbox.push(Part::Deck {
                    epoch: e as u16,
                    points: first.clone(),
                    key,
                    proof: Box::new(proof),
                });
                self.shuffles.push(Shuffle {
                    first: Some(first),
                    last: None,
                    keys: ByTeam::new(Some(key), None),
                });
            }
            let Some(shuffle) = self.shuffles.get(e) else {
                return Err(format!("shuffle {} was skipped", e + 1));
            };
            if self.seat == Team::Away && shuffle.last.is_none() {
                let first = shuffle
                    .first
                    .as_ref()
                    .ok_or_else(|| format!("no deck for shuffle {}", e + 1))?;
                let first = points(first, slicer).await.map_err(|e| e.to_string())?;
                slicer.pause().await;
                let (last, key, proof) = self.proven_step(e, &first, slicer).await;
                let shuffle = &mut self.shuffles[e];
                shuffle.last = Some(last.clone());
                shuffle.keys[Team::Away] = Some(key);
                self.outbox.push(Part::Deck {
                    epoch: e as u16,
                    points: last,
                    key,
                    proof: Box::new(proof),
                });
            }
        }
        // Unmaskings owed: every card reached that goes to the table or to the other's hand.
        let reached = match script.stalled {
            Some(stall) => {
                let at = script
                    .draws
                    .iter()
                    .position(|d| *d == stall)
                    .expect("stalled draw");
                &script.draws[..=at]
            }
            None => &script.draws[..],
        };
        for &ScriptDraw { epoch, pos, to } in reached {
            let owed = to == DrawTo::Table || to == DrawTo::Hand(self.seat.other());
            let key = (epoch as u16, pos as u8);
            let Some(deck) = self.shuffles.get(epoch).and_then(|s| s.last.as_ref()) else {
                continue;
            };
            if owed && !self.given.contains(&key) {
                slicer.pause().await;
                let masked = deck
                    .get(pos)
                    .and_then(mp::from_bytes)
                    .ok_or_else(|| format!("shuffle {} has no card {}", epoch + 1, pos + 1))?;
                let k = secret.key(epoch);
                let point = mp::unmask(&masked, &k);
                let context = context(&self.game, self.seat, b"unmask", epoch, pos);
                self.outbox.push(Part::Unmask {
                    epoch: key.0,
                    pos: key.1,
                    point: mp::to_bytes(&point),
                    proof: zk::prove_dleq(&k, &context, &point, &masked),
                });
                self.given.insert(key);
            }
        }
        if game.outcome_ref().is_some() && script.stalled.is_none() && !self.revealed {
            self.revealed = true;
            self.outbox.push(Part::Reveal {
                secret: self.secret,
            });
        }
        slicer.pause().await;
        if !self.outbox.is_empty() && self.status() != Status::YourMove {
            slicer.pause().await;
            self.seal();
        }
        Ok(())
    }

    fn seal(&mut self) {
        let mut parts = std::mem::take(&mut self.outbox);
        if self.seat == Team::Home
            && let Some(visitors) = self.commitments[Team::Away]
        {
            parts.insert(
                0,
                Part::Seated {
                    visitors: seat_tag(&visitors),
                },
            );
        }
        let mut link = Link {
            game: self.game,
            from: self.seat,
            seq: self.links,
            prev: self.chain,
            parts,
            check: [0; 8],
            sig: zk::sign(&self.secret().signing_key(), &[]),
        };
        let hash = link.chain_hash();
        link.check.copy_from_slice(&hash[..8]);
        link.sig = zk::sign(&self.secret().signing_key(), &hash);
        self.chain = hash;
        self.links += 1;
        self.last_sent = Some(link.to_text());
        self.sent_newest = true;
    }

    /// This side's step of shuffle `e`: its mask on every point, in its order, with its public
    /// key for the shuffle and the proof.
    async fn proven_step(
        &self,
        e: usize,
        deck: &[RistrettoPoint],
        slicer: &mut Slicer,
    ) -> (Vec<PointBytes>, PointBytes, ShuffleProof) {
        let secret = self.secret();
        let key = secret.key(e);
        let order = if self.cheats.order {
            Secret([7; 32]).order(e, deck.len())
        } else {
            secret.order(e, deck.len())
        };
        let out = mp::mask_and_shuffle_sliced(deck, &key, &order, slicer).await;
        let context = context(&self.game, self.seat, b"deck", e, 0);
        let proof = zk::prove_shuffle_sliced(&key, &context, deck, &order, &out, slicer).await;
        (to_bytes(&out, slicer).await, public(&key), proof)
    }

    /// The end-of-game check, once both secrets are known.
    pub fn verdict(&self) -> Option<Verdict> {
        self.final_check
            .as_ref()
            .map(|(verdict, _)| verdict.clone())
    }

    /// Every card of every deck, read with both secrets, once every step checks out.
    async fn check_all(&self, other: &Secret, slicer: &mut Slicer) -> Result<Decks, String> {
        let mine = self.secret();
        let (home, away) = match self.seat {
            Team::Home => (mine, *other),
            Team::Away => (*other, mine),
        };
        // Replay with every card readable: each shuffle must be the two secrets' shuffle of
        // the cards the engine shuffled, and every move must be legal with the true hands.
        let mut known: Vec<Vec<Option<CardId>>> = Vec::new();
        let game = loop {
            slicer.pause().await;
            let game = self.replay_full(&known)?;
            slicer.pause().await;
            let script = game.script().expect("a game by link");
            if script.shuffles.len() <= known.len() {
                break game;
            }
            let e = known.len();
            let shuffle = self
                .shuffles
                .get(e)
                .ok_or_else(|| format!("shuffle {} was never made", e + 1))?;
            let first = shuffle_step(&home, e, &plain_deck(&script.shuffles[e]), slicer).await;
            if shuffle.first.as_ref() != Some(&first) {
                return Err(format!(
                    "the home side's shuffle {} is not the one its secret makes",
                    e + 1
                ));
            }
            let first_points = points(&first, slicer).await.map_err(|e| e.to_string())?;
            slicer.pause().await;
            let last = shuffle_step(&away, e, &first_points, slicer).await;
            if shuffle.last.as_ref() != Some(&last) {
                return Err(format!(
                    "the visitors' shuffle {} is not the one their secret makes",
                    e + 1
                ));
            }
            let (kh, ka) = (home.key(e), away.key(e));
            // Both masks off at once: one multiplication a card.
            let both = (kh * ka).invert();
            let mut cards: Vec<Option<CardId>> = Vec::with_capacity(last.len());
            for (i, b) in last.iter().enumerate() {
                let p =
                    mp::from_bytes(b).ok_or_else(|| format!("shuffle {} holds no point", e + 1))?;
                cards.push(card_points().read(&(both * p)));
                zk::pause_every(slicer, i).await;
            }
            known.push(cards);
        };
        // Every unmasking the other side sent must be the one its secret makes.
        for (&(epoch, pos), bytes) in &self.received {
            slicer.pause().await;
            let e = usize::from(epoch);
            let Some(masked) = self
                .shuffles
                .get(e)
                .and_then(|s| s.last.as_ref())
                .and_then(|deck| deck.get(usize::from(pos)))
                .and_then(mp::from_bytes)
            else {
                return Err(format!(
                    "an unmasking of shuffle {}, card {}, is of no card dealt",
                    e + 1,
                    pos + 1
                ));
            };
            if mp::to_bytes(&mp::unmask(&masked, &other.key(e))) != *bytes {
                return Err(format!(
                    "an unmasking of shuffle {}, card {}, was false",
                    e + 1,
                    pos + 1
                ));
            }
        }
        if game.outcome_ref() != self.game().outcome_ref() {
            return Err("the result differs with every card shown".into());
        }
        Ok(known)
    }

    /// Replays with every card of `known` readable, stopping where the game reaches a shuffle
    /// `known` does not hold yet. Every move must be legal with the cards truly dealt.
    fn replay_full(&self, known: &[Vec<Option<CardId>>]) -> Result<Icih, String> {
        let mut game = Icih::new_scripted(
            self.options.clone(),
            self.rules_version,
            DrawScript::new(known.to_vec()),
        );
        for (i, action) in self.moves.iter().enumerate() {
            if game
                .script()
                .is_some_and(|s| s.shuffles.len() > known.len())
            {
                return Ok(game);
            }
            let actor = game.phase().actor();
            if let Some(actor) = actor {
                self.check_author(i, actor)?;
            }
            let who = actor.map(super::team_name).unwrap_or("nobody");
            game.apply_action(action).map_err(|e| {
                format!(
                    "move {} by {who} ({action:?}) was not allowed with the cards dealt: {e}",
                    i + 1
                )
            })?;
        }
        Ok(game)
    }

    /// Test hook: the card this device reads at a position, if any.
    #[cfg(test)]
    pub(crate) fn readable(&self, epoch: usize, pos: usize) -> Option<CardId> {
        self.known
            .get(epoch)
            .and_then(|e| e.get(pos))
            .copied()
            .flatten()
    }

    /// Test hook: how many face-up cards `team` took into its hand (those are seen by all).
    #[cfg(test)]
    pub(crate) fn kept_by(&self, team: Team) -> usize {
        let mut game = Icih::new_scripted(
            self.options.clone(),
            self.rules_version,
            DrawScript::new(self.known.clone()),
        );
        let mut kept = 0;
        for action in &self.moves {
            let actor = game.phase().actor();
            if *action == Action::KeepCard && actor == Some(team) {
                kept += 1;
            }
            if let Some(card) = action.card()
                && actor != Some(self.seat)
                && let Some(actor) = actor
            {
                game.reveal_played(actor, card);
            }
            if game.apply_action(action).is_err() {
                break;
            }
        }
        kept
    }

    /// Test hook: this device shuffles with an order its secret does not make.
    #[cfg(test)]
    pub(crate) fn cheat_with_order(&mut self) {
        self.cheats.order = true;
    }

    /// Test hook: `link`, changed from what this device sealed, is what it sent.
    #[cfg(test)]
    pub(crate) fn resend_as(&mut self, link: Link) -> String {
        let text = self.signed(link);
        self.chain = Link::from_text(&text).expect("a link").chain_hash();
        self.last_sent = Some(text.clone());
        text
    }

    /// Test hook: `link` resealed and signed with this device's key (a cheating app can).
    #[cfg(test)]
    pub(crate) fn signed(&self, link: Link) -> String {
        let mut link = link.reseal();
        link.sig = zk::sign(&self.secret().signing_key(), &link.chain_hash());
        link.to_text()
    }

    /// Test hook: this device will believe it was dealt `card` as its `slot`th hand card.
    #[cfg(test)]
    pub(crate) fn cheat_with_card(&mut self, slot: usize, card: CardId) -> bool {
        let game = self.game();
        let script = game.script().expect("scripted");
        let mine: Vec<ScriptDraw> = script
            .draws
            .iter()
            .copied()
            .filter(|d| d.to == DrawTo::Hand(self.seat))
            .collect();
        let Some(d) = mine.get(slot) else {
            return false;
        };
        self.cheats.card = Some((d.epoch, d.pos, card));
        true
    }

    /// Test hook: a cheating app makes a move for the other side and seals what follows.
    #[cfg(test)]
    pub(crate) fn play_for_other(&mut self, action: Action) {
        self.moves.push(action);
        self.authors.push(self.seat.other());
        self.outbox.push(Part::Move(action));
        run_at_once(self.advance(&mut Slicer::at_once())).expect("the cheater's own steps");
    }

    /// Test hook: seals `parts` as this device's next link (a cheating app's free link).
    #[cfg(test)]
    pub(crate) fn seal_parts(&mut self, parts: Vec<Part>) -> String {
        self.outbox = parts;
        self.seal();
        self.last_sent.clone().expect("sealed")
    }

    /// Test hook: how many moves this device holds.
    #[cfg(test)]
    pub(crate) fn move_count(&self) -> usize {
        self.moves.len()
    }

    /// Test hook: the deck of shuffle `e` as this device holds it (`last`).
    #[cfg(test)]
    pub(crate) fn deck_last(&self, e: usize) -> Option<Vec<PointBytes>> {
        self.shuffles.get(e).and_then(|s| s.last.clone())
    }
}

/// A link as a cheating app or a bystander could make it (tests and the browser test's
/// fixture): `text` with its parts changed by `edit`, its check made again and signed with
/// `signer`'s key.
#[cfg(test)]
pub(crate) fn forged(
    text: &str,
    signer: &Secret,
    edit: impl FnOnce(&mut Vec<Part>),
) -> Option<String> {
    let mut link = Link::from_text(text).ok()?;
    edit(&mut link.parts);
    let hash = link.chain_hash();
    link.check.copy_from_slice(&hash[..8]);
    link.sig = zk::sign(&signer.signing_key(), &hash);
    Some(link.to_text())
}

/// For the link fuzzer (`games::fuzz::links`): a link's fields opened to change, as a cheating
/// app could change them before signing with its own key (`Device::sign_link_as_mine`).
impl Link {
    /// The link's parts, to change.
    pub fn parts_for_fuzz(&mut self) -> &mut Vec<Part> {
        &mut self.parts
    }

    /// The game id, sender, number and chain hash before it, to change.
    pub fn header_for_fuzz(&mut self) -> (&mut [u8; 8], &mut Team, &mut u32, &mut [u8; 32]) {
        (
            &mut self.game,
            &mut self.from,
            &mut self.seq,
            &mut self.prev,
        )
    }
}

impl Device {
    /// `link` as this device would send it: its check made again and signed with this
    /// device's key (for the fuzzer: a device signing a link of its own is legitimate, so a
    /// changed link reaches the checks behind the signature).
    pub fn sign_link_as_mine(&self, link: Link) -> String {
        let mut link = link;
        let hash = link.chain_hash();
        link.check.copy_from_slice(&hash[..8]);
        link.sig = zk::sign(&self.secret().signing_key(), &hash);
        link.to_text()
    }
}
