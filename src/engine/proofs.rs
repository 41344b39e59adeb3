//! Zero-knowledge proofs and signatures over Ristretto255 for playing by link, so every step a
//! friend's app sends can be checked the moment it arrives (docs/link-play.md):
//!
//! - [`ShuffleProof`]: `output` is `input`, every point multiplied by one secret scalar `k`
//!   (whose public key is `k·G`) and put in a secret order. The proof is Terelius and
//!   Wikström's proof of a shuffle (a committed permutation matrix, a product argument over a
//!   chain of commitments), made for a same-exponent shuffle: with challenges `u`, the
//!   permuted challenges `u'` are bound to the committed matrix and
//!   `Σ u'ᵢ·outputᵢ = k·Σ uⱼ·inputⱼ`. Fiat-Shamir makes it non-interactive.
//! - [`Dleq`]: Chaum and Pedersen's proof that `a = k·G` and `b = k·u` share `k` (an
//!   unmasking made with the key of that shuffle).
//! - [`Signature`]: Schnorr signatures over Ristretto255.
//!
//! Every nonce is derived from the prover's secret and what it proves (as Ed25519 does), so no
//! random source is needed and a proof is the same each time it is made. The transcript is
//! SHA-512 with a label for each part (no `merlin`: sha2 is here already, and the wasm chunk
//! stays smaller without a second hash).

use crate::engine::slices::{Slicer, run_at_once};
use curve25519_dalek::constants::RISTRETTO_BASEPOINT_POINT as G;
use curve25519_dalek::ristretto::{CompressedRistretto, RistrettoPoint};
use curve25519_dalek::scalar::Scalar;
use curve25519_dalek::traits::{Identity, VartimeMultiscalarMul};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha512};
use std::sync::OnceLock;

/// A point or a scalar as it travels.
pub type Bytes32 = [u8; 32];

/// The most points a shuffle proof is made for (an ICIH deck).
pub const MAX_SHUFFLE: usize = 64;

/// Points worked on between pauses in sliced work. In the browser (32-bit arithmetic, code
/// built for size) one point's work takes up to a few milliseconds.
pub const POINTS_PER_SLICE: usize = 2;

fn point(bytes: &Bytes32) -> Option<RistrettoPoint> {
    CompressedRistretto(*bytes).decompress()
}

/// Points read with a pause every few (reading one takes a square root).
pub async fn points_sliced(bytes: &[Bytes32], slicer: &mut Slicer) -> Option<Vec<RistrettoPoint>> {
    let mut out = Vec::with_capacity(bytes.len());
    for (i, b) in bytes.iter().enumerate() {
        out.push(point(b)?);
        pause_every(slicer, i).await;
    }
    Some(out)
}

/// `Σ scalars[i]·points[i]`, a few points at a time with a pause between (one 64-point sum
/// takes tens of milliseconds in the browser).
async fn msm_sliced(
    scalars: &[Scalar],
    points: &[RistrettoPoint],
    slicer: &mut Slicer,
) -> RistrettoPoint {
    let mut sum = RistrettoPoint::identity();
    for (s, p) in scalars
        .chunks(POINTS_PER_SLICE)
        .zip(points.chunks(POINTS_PER_SLICE))
    {
        sum += RistrettoPoint::vartime_multiscalar_mul(s, p);
        slicer.pause().await;
    }
    sum
}

/// A pause after every [`POINTS_PER_SLICE`] points.
#[track_caller]
pub fn pause_every(slicer: &mut Slicer, i: usize) -> impl Future<Output = ()> + '_ {
    let pause = if (i + 1).is_multiple_of(POINTS_PER_SLICE) {
        Some(slicer.pause())
    } else {
        None
    };
    async move {
        if let Some(pause) = pause {
            pause.await;
        }
    }
}

fn scalar(bytes: &Bytes32) -> Option<Scalar> {
    Scalar::from_canonical_bytes(*bytes).into()
}

fn scalars(bytes: &[Bytes32]) -> Option<Vec<Scalar>> {
    bytes.iter().map(scalar).collect()
}

/// The public key of a secret scalar.
pub fn public_key(k: &Scalar) -> RistrettoPoint {
    k * G
}

/// A Fiat-Shamir transcript: everything a proof is about, hashed in order.
#[derive(Clone)]
struct Transcript(Sha512);

impl Transcript {
    fn new(label: &[u8], context: &[u8]) -> Self {
        let mut t = Transcript(Sha512::new());
        t.bytes(label);
        t.bytes(context);
        t
    }
    fn bytes(&mut self, bytes: &[u8]) {
        self.0.update((bytes.len() as u64).to_le_bytes());
        self.0.update(bytes);
    }
    fn point(&mut self, p: &RistrettoPoint) {
        self.0.update(p.compress().as_bytes());
    }
    fn points(&mut self, ps: &[RistrettoPoint]) {
        self.0.update((ps.len() as u64).to_le_bytes());
        for p in ps {
            self.point(p);
        }
    }
    /// [`Transcript::points`], pausing every few (each point written takes an inversion).
    async fn points_sliced(&mut self, ps: &[RistrettoPoint], slicer: &mut Slicer) {
        self.0.update((ps.len() as u64).to_le_bytes());
        for (i, p) in ps.iter().enumerate() {
            self.point(p);
            pause_every(slicer, i).await;
        }
    }
    /// A challenge drawn from everything so far; the transcript goes on unchanged.
    fn challenge(&self, label: &[u8], index: u64) -> Scalar {
        let mut h = self.0.clone();
        h.update(label);
        h.update(index.to_le_bytes());
        Scalar::from_hash(h)
    }
    /// A secret nonce: the transcript so far and the prover's secret, never sent.
    fn nonce(&self, secret: &Scalar, label: &[u8], index: u64) -> Scalar {
        let mut h = self.0.clone();
        h.update(b"nonce");
        h.update(secret.as_bytes());
        h.update(label);
        h.update(index.to_le_bytes());
        Scalar::from_hash(h)
    }
}

/// Schnorr signature: `R` and `z`, with `z·G = R + H(S, R, msg)·S`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Signature {
    r: Bytes32,
    z: Bytes32,
}

pub fn sign(key: &Scalar, msg: &[u8]) -> Signature {
    let public = public_key(key);
    let mut t = Transcript::new(b"rinkside signature", msg);
    t.point(&public);
    let nonce = t.nonce(key, b"r", 0);
    let r = nonce * G;
    t.point(&r);
    let c = t.challenge(b"c", 0);
    Signature {
        r: r.compress().to_bytes(),
        z: (nonce + c * key).to_bytes(),
    }
}

pub fn verify_signature(public: &RistrettoPoint, msg: &[u8], sig: &Signature) -> bool {
    let (Some(r), Some(z)) = (point(&sig.r), scalar(&sig.z)) else {
        return false;
    };
    let mut t = Transcript::new(b"rinkside signature", msg);
    t.point(public);
    t.point(&r);
    let c = t.challenge(b"c", 0);
    z * G == r + c * public
}

/// Chaum-Pedersen proof that `a = k·G` and `b = k·u` for one `k`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Dleq {
    c: Bytes32,
    s: Bytes32,
}

fn dleq_transcript(
    context: &[u8],
    a: &RistrettoPoint,
    u: &RistrettoPoint,
    b: &RistrettoPoint,
) -> Transcript {
    let mut t = Transcript::new(b"rinkside dleq", context);
    t.points(&[*a, *u, *b]);
    t
}

/// Proves `b = k·u` with the key `k·G` (made here from `k`).
pub fn prove_dleq(k: &Scalar, context: &[u8], u: &RistrettoPoint, b: &RistrettoPoint) -> Dleq {
    let mut t = dleq_transcript(context, &public_key(k), u, b);
    let w = t.nonce(k, b"w", 0);
    t.points(&[w * G, w * u]);
    let c = t.challenge(b"c", 0);
    Dleq {
        c: c.to_bytes(),
        s: (w + c * k).to_bytes(),
    }
}

pub fn verify_dleq(
    a: &RistrettoPoint,
    context: &[u8],
    u: &RistrettoPoint,
    b: &RistrettoPoint,
    proof: &Dleq,
) -> bool {
    let (Some(c), Some(s)) = (scalar(&proof.c), scalar(&proof.s)) else {
        return false;
    };
    let mut t = dleq_transcript(context, a, u, b);
    t.points(&[s * G - c * a, s * u - c * b]);
    t.challenge(b"c", 0) == c
}

/// Independent generators: `h[i]` for the permutation's rows and one for the product chain.
/// Hashed from fixed labels, so nobody knows a discrete log between any two of them.
struct Generators {
    rows: Vec<RistrettoPoint>,
    chain: RistrettoPoint,
}

static GENS: OnceLock<Generators> = OnceLock::new();

fn row_generator(i: usize) -> RistrettoPoint {
    RistrettoPoint::hash_from_bytes::<Sha512>(
        &[
            b"rinkside shuffle row ".as_slice(),
            &(i as u32).to_le_bytes(),
        ]
        .concat(),
    )
}

fn chain_generator() -> RistrettoPoint {
    RistrettoPoint::hash_from_bytes::<Sha512>(b"rinkside shuffle chain")
}

fn generators() -> &'static Generators {
    GENS.get_or_init(|| Generators {
        rows: (0..MAX_SHUFFLE).map(row_generator).collect(),
        chain: chain_generator(),
    })
}

/// Makes the generators once, a few at a time (the first proof of a page would otherwise
/// hash all 65 points to the curve in one go).
pub async fn warm_up(slicer: &mut Slicer) {
    if GENS.get().is_some() {
        return;
    }
    let mut rows = Vec::with_capacity(MAX_SHUFFLE);
    for i in 0..MAX_SHUFFLE {
        rows.push(row_generator(i));
        pause_every(slicer, i).await;
    }
    let chain = chain_generator();
    GENS.get_or_init(|| Generators { rows, chain });
}

/// Proof that a deck step is a permutation of `k·input` (see the module's words).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShuffleProof {
    /// Commitments to the permutation matrix's columns.
    columns: Vec<Bytes32>,
    /// The product chain's commitments.
    chain: Vec<Bytes32>,
    c: Bytes32,
    s_sum: Bytes32,
    s_prod: Bytes32,
    s_lin: Bytes32,
    s_k: Bytes32,
    s_chain: Vec<Bytes32>,
    s_perm: Vec<Bytes32>,
}

impl ShuffleProof {
    /// How many points the proof is for.
    pub fn len(&self) -> usize {
        self.columns.len()
    }

    pub fn is_empty(&self) -> bool {
        self.columns.is_empty()
    }

    /// The same proof with one response changed, as a cheating app's edit would leave it
    /// (the browser test's fixture).
    pub fn tampered(&self) -> ShuffleProof {
        let mut proof = self.clone();
        proof.s_k[0] ^= 1;
        proof
    }
}

async fn shuffle_transcript(
    context: &[u8],
    key: &RistrettoPoint,
    input: &[RistrettoPoint],
    output: &[RistrettoPoint],
    columns: &[RistrettoPoint],
    slicer: &mut Slicer,
) -> Transcript {
    let mut t = Transcript::new(b"rinkside shuffle", context);
    t.point(key);
    t.points_sliced(input, slicer).await;
    t.points_sliced(output, slicer).await;
    t.points_sliced(columns, slicer).await;
    t
}

async fn final_challenge(
    mut t: Transcript,
    chain: &[RistrettoPoint],
    ts: &[RistrettoPoint],
    slicer: &mut Slicer,
) -> Scalar {
    t.points_sliced(chain, slicer).await;
    t.points_sliced(ts, slicer).await;
    t.challenge(b"c", 0)
}

/// Proves `output[i] = k·input[order[i]]`. `context` names the step (game, side, shuffle),
/// so a proof cannot be replayed for another one.
pub fn prove_shuffle(
    k: &Scalar,
    context: &[u8],
    input: &[RistrettoPoint],
    order: &[usize],
    output: &[RistrettoPoint],
) -> ShuffleProof {
    run_at_once(prove_shuffle_sliced(
        k,
        context,
        input,
        order,
        output,
        &mut Slicer::at_once(),
    ))
}

/// [`prove_shuffle`], pausing every few points.
pub async fn prove_shuffle_sliced(
    k: &Scalar,
    context: &[u8],
    input: &[RistrettoPoint],
    order: &[usize],
    output: &[RistrettoPoint],
    slicer: &mut Slicer,
) -> ShuffleProof {
    let n = input.len();
    assert!(n <= MAX_SHUFFLE && order.len() == n && output.len() == n);
    let gens = generators();
    let key = public_key(k);
    // Row of each column: output i comes from input order[i].
    let mut row_of = vec![0; n];
    for (i, &j) in order.iter().enumerate() {
        row_of[j] = i;
    }
    let seed = Transcript::new(b"rinkside shuffle seed", context);
    let r: Vec<Scalar> = (0..n).map(|j| seed.nonce(k, b"r", j as u64)).collect();
    let mut columns = Vec::with_capacity(n);
    for j in 0..n {
        columns.push(r[j] * G + gens.rows[row_of[j]]);
        pause_every(slicer, j).await;
    }
    let t = shuffle_transcript(context, &key, input, output, &columns, slicer).await;
    let u: Vec<Scalar> = (0..n).map(|j| t.challenge(b"u", j as u64)).collect();
    let u_perm: Vec<Scalar> = order.iter().map(|&j| u[j]).collect();
    slicer.pause().await;
    // The challenges' combination of the input.
    let a = msm_sliced(&u, input, slicer).await;
    // The chain: chain[i] = r_hat[i]·G + u'[i]·chain[i-1], from the chain generator.
    let r_hat: Vec<Scalar> = (0..n).map(|i| t.nonce(k, b"r_hat", i as u64)).collect();
    let mut chain = Vec::with_capacity(n);
    let mut prev = gens.chain;
    let mut r_prod = Scalar::ZERO;
    for i in 0..n {
        prev = r_hat[i] * G + u_perm[i] * prev;
        r_prod = r_hat[i] + u_perm[i] * r_prod;
        chain.push(prev);
        pause_every(slicer, i).await;
    }
    let r_sum: Scalar = r.iter().sum();
    let r_lin: Scalar = r.iter().zip(&u).map(|(r, u)| r * u).sum();
    let (w_sum, w_prod, w_lin, w_k) = (
        t.nonce(k, b"w_sum", 0),
        t.nonce(k, b"w_prod", 0),
        t.nonce(k, b"w_lin", 0),
        t.nonce(k, b"w_k", 0),
    );
    let w_chain: Vec<Scalar> = (0..n).map(|i| t.nonce(k, b"w_chain", i as u64)).collect();
    let w_perm: Vec<Scalar> = (0..n).map(|i| t.nonce(k, b"w_perm", i as u64)).collect();
    let mut ts = vec![
        w_sum * G,
        w_prod * G,
        w_lin * G + msm_sliced(&w_perm, &gens.rows[..n], slicer).await,
    ];
    ts.push(msm_sliced(&w_perm, output, slicer).await - w_k * a);
    ts.push(w_k * G);
    slicer.pause().await;
    let mut before = gens.chain;
    for i in 0..n {
        ts.push(w_chain[i] * G + w_perm[i] * before);
        before = chain[i];
        pause_every(slicer, i).await;
    }
    let c = final_challenge(t, &chain, &ts, slicer).await;
    let bytes = |ps: &[RistrettoPoint]| ps.iter().map(|p| p.compress().to_bytes()).collect();
    ShuffleProof {
        columns: bytes(&columns),
        chain: bytes(&chain),
        c: c.to_bytes(),
        s_sum: (w_sum + c * r_sum).to_bytes(),
        s_prod: (w_prod + c * r_prod).to_bytes(),
        s_lin: (w_lin + c * r_lin).to_bytes(),
        s_k: (w_k + c * k).to_bytes(),
        s_chain: (0..n)
            .map(|i| (w_chain[i] + c * r_hat[i]).to_bytes())
            .collect(),
        s_perm: (0..n)
            .map(|i| (w_perm[i] + c * u_perm[i]).to_bytes())
            .collect(),
    }
}

/// Whether `proof` shows `output` to be a permutation of `key`'s scalar times `input`.
pub fn verify_shuffle(
    key: &RistrettoPoint,
    context: &[u8],
    input: &[RistrettoPoint],
    output: &[RistrettoPoint],
    proof: &ShuffleProof,
) -> bool {
    run_at_once(verify_shuffle_sliced(
        key,
        context,
        input,
        output,
        proof,
        &mut Slicer::at_once(),
    ))
}

/// [`verify_shuffle`], pausing every few points.
pub async fn verify_shuffle_sliced(
    key: &RistrettoPoint,
    context: &[u8],
    input: &[RistrettoPoint],
    output: &[RistrettoPoint],
    proof: &ShuffleProof,
    slicer: &mut Slicer,
) -> bool {
    let n = input.len();
    if n == 0
        || n > MAX_SHUFFLE
        || output.len() != n
        || [
            proof.columns.len(),
            proof.chain.len(),
            proof.s_chain.len(),
            proof.s_perm.len(),
        ]
        .iter()
        .any(|&l| l != n)
    {
        return false;
    }
    let (Some(columns), Some(chain)) = (
        points_sliced(&proof.columns, slicer).await,
        points_sliced(&proof.chain, slicer).await,
    ) else {
        return false;
    };
    let (Some(s_chain), Some(s_perm)) = (scalars(&proof.s_chain), scalars(&proof.s_perm)) else {
        return false;
    };
    let (Some(c), Some(s_sum), Some(s_prod), Some(s_lin), Some(s_k)) = (
        scalar(&proof.c),
        scalar(&proof.s_sum),
        scalar(&proof.s_prod),
        scalar(&proof.s_lin),
        scalar(&proof.s_k),
    ) else {
        return false;
    };
    let gens = generators();
    let t = shuffle_transcript(context, key, input, output, &columns, slicer).await;
    let u: Vec<Scalar> = (0..n).map(|j| t.challenge(b"u", j as u64)).collect();
    slicer.pause().await;
    // The public points every check needs, given the challenges `u`.
    let col_sum =
        columns.iter().sum::<RistrettoPoint>() - gens.rows[..n].iter().sum::<RistrettoPoint>();
    let col_lin = msm_sliced(&u, &columns, slicer).await;
    let a = msm_sliced(&u, input, slicer).await;
    let prod: Scalar = u.iter().product();
    slicer.pause().await;
    let chain_end = chain[n - 1] - prod * gens.chain;
    let mut ts = vec![
        s_sum * G - c * col_sum,
        s_prod * G - c * chain_end,
        s_lin * G + msm_sliced(&s_perm, &gens.rows[..n], slicer).await - c * col_lin,
    ];
    ts.push(msm_sliced(&s_perm, output, slicer).await - s_k * a);
    ts.push(s_k * G - c * key);
    slicer.pause().await;
    let mut before = gens.chain;
    for i in 0..n {
        ts.push(RistrettoPoint::vartime_multiscalar_mul(
            [s_chain[i], s_perm[i], -c],
            [G, before, chain[i]],
        ));
        before = chain[i];
        pause_every(slicer, i).await;
    }
    // An identity commitment would let a chain step vanish.
    if chain.iter().any(|p| *p == RistrettoPoint::identity()) {
        return false;
    }
    final_challenge(t, &chain, &ts, slicer).await == c
}

#[cfg(test)]
mod tests {
    use super::*;

    fn deck(n: usize) -> Vec<RistrettoPoint> {
        (0..n as u8)
            .map(|i| {
                RistrettoPoint::hash_from_bytes::<Sha512>(
                    &[b"test card ".as_slice(), &[i]].concat(),
                )
            })
            .collect()
    }

    fn order(n: usize, seed: u64) -> Vec<usize> {
        let mut o: Vec<usize> = (0..n).collect();
        crate::engine::GameRng::from_seed(seed).shuffle(&mut o);
        o
    }

    fn step(k: &Scalar, input: &[RistrettoPoint], order: &[usize]) -> Vec<RistrettoPoint> {
        order.iter().map(|&j| k * input[j]).collect()
    }

    #[test]
    fn an_honest_shuffle_proves_and_every_change_breaks_it() {
        let k = Scalar::from(123_456_789u64);
        let key = public_key(&k);
        let input = deck(64);
        let o = order(64, 7);
        let output = step(&k, &input, &o);
        let proof = prove_shuffle(&k, b"ctx", &input, &o, &output);
        assert!(verify_shuffle(&key, b"ctx", &input, &output, &proof));
        // Another context, another key, another input.
        assert!(!verify_shuffle(&key, b"other", &input, &output, &proof));
        assert!(!verify_shuffle(
            &public_key(&Scalar::from(5u64)),
            b"ctx",
            &input,
            &output,
            &proof
        ));
        let mut other_input = input.clone();
        other_input[3] = deck(65)[64];
        assert!(!verify_shuffle(&key, b"ctx", &other_input, &output, &proof));
        // One output point swapped for another of the same deck masked by k: a duplicate.
        let mut dup = output.clone();
        dup[1] = dup[0];
        assert!(!verify_shuffle(&key, b"ctx", &input, &dup, &proof));
        // Any byte of the proof changed.
        let mut bad = proof.clone();
        bad.s_perm[10][0] ^= 1;
        assert!(!verify_shuffle(&key, b"ctx", &input, &output, &bad));
        let mut bad = proof.clone();
        bad.columns.swap(0, 1);
        assert!(!verify_shuffle(&key, b"ctx", &input, &output, &bad));
        let mut bad = proof.clone();
        bad.chain.pop();
        assert!(!verify_shuffle(&key, b"ctx", &input, &output, &bad));
    }

    #[test]
    fn a_dishonest_step_has_no_proof() {
        let k = Scalar::from(99u64);
        let key = public_key(&k);
        let input = deck(10);
        let o = order(10, 3);
        // C1: one output point is a combination of others (a planted query).
        let mut output = step(&k, &input, &o);
        output[2] = output[2] + Scalar::from(3u64) * output[5];
        let proof = prove_shuffle(&k, b"ctx", &input, &o, &output);
        assert!(!verify_shuffle(&key, b"ctx", &input, &output, &proof));
        // H1: a labelled deck (a card twice) proved as if it were the real cards.
        let mut labelled = input.clone();
        labelled[1] = labelled[0];
        let output = step(&k, &labelled, &o);
        let proof = prove_shuffle(&k, b"ctx", &labelled, &o, &output);
        assert!(!verify_shuffle(&key, b"ctx", &input, &output, &proof));
        // A step with another scalar than the key says.
        let output = step(&Scalar::from(100u64), &input, &o);
        let proof = prove_shuffle(&k, b"ctx", &input, &o, &output);
        assert!(!verify_shuffle(&key, b"ctx", &input, &output, &proof));
        // Short, long and empty decks.
        let output = step(&k, &input, &o);
        let proof = prove_shuffle(&k, b"ctx", &input, &o, &output);
        assert!(!verify_shuffle(
            &key,
            b"ctx",
            &input[..9],
            &output[..9],
            &proof
        ));
        assert!(!verify_shuffle(&key, b"ctx", &[], &[], &proof));
    }

    #[test]
    fn small_decks_and_the_identity_order_prove_too() {
        for n in [1, 2, 3, 17] {
            let k = Scalar::from(41u64 + n as u64);
            let input = deck(n);
            let o: Vec<usize> = (0..n).collect();
            let output = step(&k, &input, &o);
            let proof = prove_shuffle(&k, b"c", &input, &o, &output);
            assert!(
                verify_shuffle(&public_key(&k), b"c", &input, &output, &proof),
                "n = {n}"
            );
        }
    }

    #[test]
    fn unmaskings_and_signatures_check() {
        let k = Scalar::from(777u64);
        let key = public_key(&k);
        let card = deck(1)[0];
        let masked = k * card;
        // The unmasking of `masked` is `card`: masked = k·card.
        let proof = prove_dleq(&k, b"pos 3", &card, &masked);
        assert!(verify_dleq(&key, b"pos 3", &card, &masked, &proof));
        assert!(!verify_dleq(&key, b"pos 4", &card, &masked, &proof));
        let other = deck(2)[1];
        assert!(!verify_dleq(&key, b"pos 3", &other, &masked, &proof));
        let false_proof = prove_dleq(&k, b"pos 3", &other, &masked);
        assert!(!verify_dleq(&key, b"pos 3", &other, &masked, &false_proof));

        let sig = sign(&k, b"link 7");
        assert!(verify_signature(&key, b"link 7", &sig));
        assert!(!verify_signature(&key, b"link 8", &sig));
        assert!(!verify_signature(
            &public_key(&Scalar::from(778u64)),
            b"link 7",
            &sig
        ));
    }
}
