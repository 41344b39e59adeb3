//! Mental poker: a deck shuffled by two devices so that neither knows its order, and each card
//! unmasked only for the side that may see it (protocol and threat model: docs/link-play.md).
//!
//! A card is a Ristretto255 point hashed from its number. A side masks a point by multiplying
//! it by a secret scalar and unmasks by the inverse; masks commute, so a card masked by both
//! sides can be read only when both have taken theirs off. Every scalar and permutation a side
//! uses is derived from one 32-byte secret per game, committed to at the start and revealed at
//! the end, so the other side can check every step afterwards.

use super::rng::GameRng;
use curve25519_dalek::ristretto::{CompressedRistretto, RistrettoPoint};
use curve25519_dalek::scalar::Scalar;
use sha2::{Digest, Sha256, Sha512};

/// A point as it travels in a link.
pub type PointBytes = [u8; 32];

/// One side's secret for a game. Never sent before the game ends.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Secret(pub [u8; 32]);

impl std::fmt::Debug for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Secret(..)")
    }
}

impl Secret {
    /// A fresh secret from the system's random source.
    pub fn random() -> Result<Secret, getrandom::Error> {
        let mut bytes = [0; 32];
        getrandom::fill(&mut bytes)?;
        Ok(Secret(bytes))
    }

    /// What a side sends at the start: binds it to this secret without showing it.
    pub fn commitment(&self) -> [u8; 32] {
        Sha256::new()
            .chain_update(b"rinkside link commitment")
            .chain_update(self.0)
            .finalize()
            .into()
    }

    /// The masking scalar for the `epoch`th shuffle of the game. Each shuffle has its own, so
    /// a card seen in one deck cannot be spotted again in the next.
    pub fn key(&self, epoch: usize) -> Scalar {
        Scalar::from_hash(
            Sha512::new()
                .chain_update(b"rinkside link mask")
                .chain_update(self.0)
                .chain_update((epoch as u64).to_le_bytes()),
        )
    }

    /// This side's signing key for every link of the game; its public half goes in the
    /// opening, under the commitment.
    pub fn signing_key(&self) -> Scalar {
        Scalar::from_hash(
            Sha512::new()
                .chain_update(b"rinkside link signing key")
                .chain_update(self.0),
        )
    }

    /// This side's shuffle of `len` positions in the `epoch`th shuffle: out[i] = in[order[i]].
    pub fn order(&self, epoch: usize, len: usize) -> Vec<usize> {
        let seed: [u8; 32] = Sha256::new()
            .chain_update(b"rinkside link order")
            .chain_update(self.0)
            .chain_update((epoch as u64).to_le_bytes())
            .finalize()
            .into();
        let mut order: Vec<usize> = (0..len).collect();
        GameRng::from_key(seed).shuffle(&mut order);
        order
    }
}

fn card_point(domain: &[u8], id: u8) -> RistrettoPoint {
    RistrettoPoint::hash_from_bytes::<Sha512>(&[domain, b" card ", &[id]].concat())
}

/// The cards of a game as points, to make decks and to read unmasked points back.
#[derive(Debug, Clone)]
pub struct CardPoints {
    /// Index i holds card i + 1.
    points: Vec<RistrettoPoint>,
    compressed: Vec<CompressedRistretto>,
}

impl CardPoints {
    /// Cards 1..=count of the game named by `domain`.
    pub fn new(domain: &[u8], count: u8) -> CardPoints {
        let points: Vec<RistrettoPoint> = (1..=count).map(|id| card_point(domain, id)).collect();
        let compressed = points.iter().map(|p| p.compress()).collect();
        CardPoints { points, compressed }
    }

    /// [`CardPoints::new`], pausing every few points.
    pub async fn new_sliced(
        domain: &[u8],
        count: u8,
        slicer: &mut crate::engine::slices::Slicer,
    ) -> CardPoints {
        let mut points = Vec::with_capacity(usize::from(count));
        for id in 1..=count {
            points.push(card_point(domain, id));
            crate::engine::proofs::pause_every(slicer, usize::from(id)).await;
        }
        let compressed = points.iter().map(|p| p.compress()).collect();
        CardPoints { points, compressed }
    }

    pub fn point(&self, card: u8) -> RistrettoPoint {
        self.points[usize::from(card) - 1]
    }

    /// The card a fully unmasked point is, if it is one.
    pub fn read(&self, point: &RistrettoPoint) -> Option<u8> {
        let c = point.compress();
        self.compressed
            .iter()
            .position(|p| *p == c)
            .map(|i| i as u8 + 1)
    }
}

/// Masks every point with `key` and puts them in `order`.
pub fn mask_and_shuffle(
    deck: &[RistrettoPoint],
    key: &Scalar,
    order: &[usize],
) -> Vec<RistrettoPoint> {
    order.iter().map(|&i| key * deck[i]).collect()
}

/// [`mask_and_shuffle`], pausing every few points.
pub async fn mask_and_shuffle_sliced(
    deck: &[RistrettoPoint],
    key: &Scalar,
    order: &[usize],
    slicer: &mut crate::engine::slices::Slicer,
) -> Vec<RistrettoPoint> {
    let mut out = Vec::with_capacity(order.len());
    for (n, &i) in order.iter().enumerate() {
        out.push(key * deck[i]);
        crate::engine::proofs::pause_every(slicer, n).await;
    }
    out
}

/// Takes the mask of `key` off one point.
pub fn unmask(point: &RistrettoPoint, key: &Scalar) -> RistrettoPoint {
    key.invert() * point
}

pub fn to_bytes(point: &RistrettoPoint) -> PointBytes {
    point.compress().to_bytes()
}

/// A point from a link; `None` if the bytes are not a valid point.
pub fn from_bytes(bytes: &PointBytes) -> Option<RistrettoPoint> {
    CompressedRistretto(*bytes).decompress()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_commute_and_each_side_alone_reads_nothing() {
        let cards = CardPoints::new(b"test", 64);
        let (a, b) = (Secret([1; 32]), Secret([2; 32]));
        let (ka, kb) = (a.key(0), b.key(0));
        let plain: Vec<RistrettoPoint> = (1..=64).map(|c| cards.point(c)).collect();
        let first = mask_and_shuffle(&plain, &ka, &a.order(0, 64));
        let deck = mask_and_shuffle(&first, &kb, &b.order(0, 64));
        let mut seen = Vec::new();
        for point in &deck {
            assert_eq!(cards.read(point), None, "a masked card is not readable");
            // A's unmasking alone, or B's alone, still reads as no card.
            assert_eq!(cards.read(&unmask(point, &ka)), None);
            assert_eq!(cards.read(&unmask(point, &kb)), None);
            // Both, in either order, read the card.
            let ab = cards
                .read(&unmask(&unmask(point, &ka), &kb))
                .expect("a card");
            let ba = cards
                .read(&unmask(&unmask(point, &kb), &ka))
                .expect("a card");
            assert_eq!(ab, ba);
            seen.push(ab);
        }
        seen.sort_unstable();
        assert_eq!(
            seen,
            (1..=64).collect::<Vec<u8>>(),
            "the shuffle is a permutation"
        );
        assert_ne!(a.order(0, 64), (0..64).collect::<Vec<_>>());
        assert_ne!(
            a.order(0, 64),
            a.order(1, 64),
            "each shuffle has its own order"
        );
        assert_ne!(a.key(0), a.key(1), "each shuffle has its own mask");
    }

    #[test]
    fn points_travel_as_bytes_and_garbage_is_refused() {
        let cards = CardPoints::new(b"test", 3);
        let p = cards.point(2);
        assert_eq!(from_bytes(&to_bytes(&p)), Some(p));
        assert_eq!(from_bytes(&[0xff; 32]), None);
        assert_ne!(Secret([1; 32]).commitment(), Secret([2; 32]).commitment());
    }
}
