//! A random stream two devices make together, for a live game between two people (issue 39),
//! so that neither can steer or foresee a roll or a card.
//!
//! Each side makes a hash chain from a secret of its own: the chain's last link is the secret,
//! each link before it the hash of the next, and the first link (the anchor) is the side's
//! commitment, sent before anything is drawn. Draw `k` (from 1) reveals link `k` of each chain.
//! A reveal is taken only when it hashes to the link taken before it, so a side can't change
//! its share after seeing the other's (it would have to invert the hash), and nobody can work
//! out the other's next link from those already seen. A draw's seed is the hash of both links,
//! and its randomness a [`GameRng`] from that seed. One commitment serves a whole chain of
//! draws; a side whose chain runs out commits to a new one.
//!
//! A side can still stop answering once it has seen the other's reveal: that is a side
//! leaving the game, which the live table shows as a dropped connection.

use super::{ByTeam, GameRng, Team};
use sha2::{Digest, Sha256};
use thiserror::Error;

/// One link of a chain: 32 bytes of hash.
pub type Link = [u8; 32];

/// Domain tags, so these hashes can't be mistaken for any other the app makes.
const CHAIN_TAG: &[u8] = b"rinkside joint random chain v1";
const DRAW_TAG: &[u8] = b"rinkside joint random draw v1";

fn next_link(link: &Link) -> Link {
    Sha256::new()
        .chain_update(CHAIN_TAG)
        .chain_update(link)
        .finalize()
        .into()
}

/// A side's own chain: every link from its anchor (0) to its secret (`draws`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HashChain {
    links: Vec<Link>,
}

impl HashChain {
    /// A chain good for `draws` draws from `secret` (32 random bytes the side keeps).
    pub fn new(secret: Link, draws: usize) -> HashChain {
        let mut links = Vec::with_capacity(draws + 1);
        links.push(secret);
        for _ in 0..draws {
            let before = next_link(links.last().expect("the secret is in"));
            links.push(before);
        }
        links.reverse();
        HashChain { links }
    }

    /// The commitment the other side checks every reveal against.
    pub fn anchor(&self) -> Link {
        self.links[0]
    }

    /// How many draws the chain can serve.
    pub fn draws(&self) -> usize {
        self.links.len() - 1
    }

    /// This side's share of draw `draw` (from 1); None past the chain's end.
    pub fn reveal(&self, draw: usize) -> Option<Link> {
        (draw >= 1).then(|| self.links.get(draw).copied()).flatten()
    }
}

/// Why a reveal from the other side is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum JointError {
    #[error("the other side's share for draw {0} is not the one it committed to")]
    NotCommitted(usize),
    #[error("the other side's share came for draw {got}, but draw {expected} is next")]
    OutOfOrder { expected: usize, got: usize },
    #[error("this side's chain has no share for draw {0}: a new commitment is due")]
    ChainSpent(usize),
}

/// The other side's chain as far as its reveals have been checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckedChain {
    last: Link,
    /// The draw whose share is due next.
    next: usize,
}

impl CheckedChain {
    pub fn new(anchor: Link) -> CheckedChain {
        CheckedChain {
            last: anchor,
            next: 1,
        }
    }

    /// Takes the other side's share of draw `draw` if it hashes to the share before it.
    pub fn accept(&mut self, draw: usize, share: Link) -> Result<(), JointError> {
        if draw != self.next {
            return Err(JointError::OutOfOrder {
                expected: self.next,
                got: draw,
            });
        }
        if next_link(&share) != self.last {
            return Err(JointError::NotCommitted(draw));
        }
        self.last = share;
        self.next += 1;
        Ok(())
    }

    /// The draw whose share is due next.
    pub fn next_draw(&self) -> usize {
        self.next
    }
}

/// A draw's seed from both sides' shares: the same on both devices, and known to neither
/// until both have revealed.
pub fn draw_seed(draw: usize, shares: &ByTeam<Link>) -> Link {
    Sha256::new()
        .chain_update(DRAW_TAG)
        .chain_update((draw as u64).to_le_bytes())
        .chain_update(shares.home)
        .chain_update(shares.away)
        .finalize()
        .into()
}

/// One device's end of the stream: its own chain and the other side's, checked.
#[derive(Debug, Clone)]
pub struct JointStream {
    side: Team,
    mine: HashChain,
    theirs: CheckedChain,
}

impl JointStream {
    /// The stream of side `side`, from its own chain and the other side's anchor.
    pub fn new(side: Team, mine: HashChain, their_anchor: Link) -> JointStream {
        JointStream {
            side,
            mine,
            theirs: CheckedChain::new(their_anchor),
        }
    }

    /// The draw due next.
    pub fn next_draw(&self) -> usize {
        self.theirs.next_draw()
    }

    /// This side's share of the next draw, to send.
    pub fn my_share(&self) -> Result<Link, JointError> {
        let draw = self.next_draw();
        self.mine.reveal(draw).ok_or(JointError::ChainSpent(draw))
    }

    /// The next draw's randomness, once the other side's share for it has come and checks out.
    pub fn draw(&mut self, their_share: Link) -> Result<GameRng, JointError> {
        let draw = self.next_draw();
        let mine = self.my_share()?;
        self.theirs.accept(draw, their_share)?;
        let shares = match self.side {
            Team::Home => ByTeam::new(mine, their_share),
            Team::Away => ByTeam::new(their_share, mine),
        };
        Ok(GameRng::from_key(draw_seed(draw, &shares)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn secret(byte: u8) -> Link {
        [byte; 32]
    }

    fn pair(draws: usize) -> (JointStream, JointStream) {
        let home = HashChain::new(secret(1), draws);
        let away = HashChain::new(secret(2), draws);
        let (home_anchor, away_anchor) = (home.anchor(), away.anchor());
        (
            JointStream::new(Team::Home, home, away_anchor),
            JointStream::new(Team::Away, away, home_anchor),
        )
    }

    #[test]
    fn both_sides_draw_the_same_stream() {
        let (mut home, mut away) = pair(50);
        let mut seen = Vec::new();
        for _ in 0..50 {
            let (home_share, away_share) = (home.my_share().unwrap(), away.my_share().unwrap());
            let mut at_home = home.draw(away_share).unwrap();
            let mut away_from = away.draw(home_share).unwrap();
            let rolls: Vec<u8> = (0..6).map(|_| at_home.roll(20)).collect();
            let theirs: Vec<u8> = (0..6).map(|_| away_from.roll(20)).collect();
            assert_eq!(rolls, theirs, "each draw is the same on both devices");
            seen.push(rolls);
        }
        seen.sort();
        seen.dedup();
        assert!(seen.len() > 45, "draws differ from one another");
    }

    #[test]
    fn a_share_changed_after_seeing_the_others_is_refused() {
        let (mut home, away) = pair(10);
        // Away sees home's share of draw 1 and sends one it likes better: refused, and the
        // draw is not made.
        let _seen = home.my_share().unwrap();
        let honest = away.my_share().unwrap();
        let mut steered = honest;
        steered[0] ^= 1;
        assert_eq!(home.draw(steered).unwrap_err(), JointError::NotCommitted(1));
        assert_eq!(home.next_draw(), 1, "nothing was drawn");
        // A share made from another secret, though a real chain's link, is refused too.
        let other = HashChain::new(secret(9), 10);
        assert_eq!(
            home.draw(other.reveal(1).unwrap()).unwrap_err(),
            JointError::NotCommitted(1)
        );
        // The committed share is taken.
        assert!(home.draw(honest).is_ok());
        assert_eq!(home.next_draw(), 2);
    }

    #[test]
    fn a_share_sent_again_or_out_of_turn_is_refused() {
        let away = HashChain::new(secret(2), 5);
        let mut checked = CheckedChain::new(away.anchor());
        assert_eq!(
            checked.accept(2, away.reveal(2).unwrap()),
            Err(JointError::OutOfOrder {
                expected: 1,
                got: 2
            })
        );
        checked.accept(1, away.reveal(1).unwrap()).unwrap();
        assert_eq!(
            checked.accept(1, away.reveal(1).unwrap()),
            Err(JointError::OutOfOrder {
                expected: 2,
                got: 1
            })
        );
        // Draw 1's share again as draw 2's: it does not hash to draw 1's.
        assert_eq!(
            checked.accept(2, away.reveal(1).unwrap()),
            Err(JointError::NotCommitted(2))
        );
        checked.accept(2, away.reveal(2).unwrap()).unwrap();
    }

    #[test]
    fn a_spent_chain_says_a_new_commitment_is_due() {
        let (mut home, away) = pair(2);
        for draw in 1..=2 {
            assert_eq!(home.next_draw(), draw);
            home.draw(away.mine.reveal(draw).unwrap()).unwrap();
        }
        assert_eq!(home.my_share(), Err(JointError::ChainSpent(3)));
        assert_eq!(home.mine.draws(), 2);
        assert_eq!(home.mine.reveal(0), None, "the anchor is no share");
    }

    #[test]
    fn one_side_alone_does_not_fix_a_draw() {
        let home = HashChain::new(secret(1), 3);
        let shares =
            |away: &HashChain| ByTeam::new(home.reveal(1).unwrap(), away.reveal(1).unwrap());
        let a = draw_seed(1, &shares(&HashChain::new(secret(2), 3)));
        let b = draw_seed(1, &shares(&HashChain::new(secret(3), 3)));
        assert_ne!(a, b, "the other side's share changes the draw");
        assert_ne!(
            draw_seed(1, &shares(&HashChain::new(secret(2), 3))),
            draw_seed(2, &shares(&HashChain::new(secret(2), 3))),
            "the draw's number is in its seed"
        );
    }
}
