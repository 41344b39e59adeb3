//! The Hard computer player: flat Monte Carlo over determinized games. It sees only what its
//! seat may see; the other hand and the order of the deck are re-dealt at random for every
//! playout. The search runs in slices (`step`), so a browser can yield between them.

use super::cards::Kind;
use super::deck::card;
use super::rules::Icih;
use super::state::*;
use crate::engine::{Game, GameRng, Team};

/// Playouts per decision, spread over the candidate moves.
pub const HARD_PLAYOUTS: u32 = 1200;
/// Moves played out before a playout is scored (goal difference plus the position left).
pub const HORIZON: u32 = 40;

pub struct Search {
    root: Icih,
    seat: Team,
    candidates: Vec<Action>,
    totals: Vec<f64>,
    visits: Vec<u32>,
    rng: GameRng,
    budget: u32,
    done: u32,
    horizon: u32,
    /// Candidates still in the running (successive halving drops the weaker half).
    active: Vec<usize>,
    rounds_in_phase: u32,
}

/// Rounds before the weaker half of the candidates is dropped.
const PHASE_ROUNDS: u32 = 16;

impl Search {
    pub fn new(game: &Icih, seat: Team, seed: u64, budget: u32) -> Search {
        let candidates = candidates(game, seat);
        let n = candidates.len();
        // An answer window is searched even with nothing to answer with (only "let it go"), so
        // the time the reply takes never tells whether the hand holds an answer (R#2).
        let searched = n > 1 || matches!(game.phase(), Phase::Answer { .. });
        Search {
            root: game.clone(),
            seat,
            candidates,
            totals: vec![0.0; n],
            visits: vec![0; n],
            rng: GameRng::from_seed(seed),
            budget: if searched { budget } else { 0 },
            done: 0,
            horizon: HORIZON,
            active: (0..n).collect(),
            rounds_in_phase: 0,
        }
    }

    pub fn finished(&self) -> bool {
        self.done >= self.budget
    }

    pub fn progress(&self) -> (u32, u32) {
        (self.done, self.budget)
    }

    /// Runs up to `rounds` more rounds; a round plays every candidate still in the running once
    /// on one determinization (so they are compared on the same imagined cards). Every
    /// `PHASE_ROUNDS` rounds the weaker half is dropped, so the budget goes to the close calls.
    pub fn step(&mut self, rounds: u32) {
        for _ in 0..rounds {
            if self.finished() {
                return;
            }
            let world = self.root.determinize(self.seat, &mut self.rng);
            let seed = self.rng.below(usize::MAX) as u64;
            for &i in &self.active {
                let mut game = world.clone();
                let value = playout(&mut game, self.seat, self.candidates[i], self.horizon, seed);
                self.totals[i] += value;
                self.visits[i] += 1;
            }
            self.done += self.active.len() as u32;
            self.rounds_in_phase += 1;
            if self.rounds_in_phase >= PHASE_ROUNDS && self.active.len() > 2 {
                self.rounds_in_phase = 0;
                let mean = |i: usize| self.totals[i] / f64::from(self.visits[i].max(1));
                self.active.sort_by(|&a, &b| mean(b).total_cmp(&mean(a)));
                let keep = self.active.len().div_ceil(2).max(2);
                self.active.truncate(keep);
            }
        }
    }

    /// The candidate with the best average, or the Medium move when there was nothing to search.
    pub fn best(&self) -> Option<Action> {
        if self.budget == 0 {
            return self.root.computer_action(self.seat);
        }
        let mut best = None;
        let mut best_mean = f64::NEG_INFINITY;
        for &i in &self.active {
            let action = &self.candidates[i];
            let mean = self.totals[i] / f64::from(self.visits[i].max(1));
            if mean > best_mean + 1e-9 {
                best_mean = mean;
                best = Some(*action);
            }
        }
        best
    }
}

/// The moves worth comparing: every card play or answer and every option, but only one discard
/// per discarding option (the card the Medium player would let go).
fn candidates(game: &Icih, seat: Team) -> Vec<Action> {
    let legal = game.legal(seat);
    match game.phase() {
        Phase::Attack { .. } | Phase::Answer { .. } => {}
        // Bookkeeping choices: the Medium player's answer is good enough.
        _ => return game.computer_action(seat).into_iter().collect(),
    }
    let hand = game.hand(seat);
    let cheapest = hand
        .iter()
        .copied()
        .min_by_key(|&c| (super::ai::keep_value(c), c));
    let mut out: Vec<Action> = Vec::new();
    for action in legal {
        let keep = match action {
            Action::DumpOutToCentre { discard }
            | Action::DumpIn { discard }
            | Action::DefensiveMode { discard } => Some(discard) == cheapest,
            Action::Play { card: id } => card(id).kind != Kind::InsideShot || !out.iter().any(
                |a| matches!(a, Action::Play { card: other } if card(*other).kind == Kind::InsideShot),
            ),
            _ => true,
        };
        if keep {
            out.push(action);
        }
    }
    out
}

/// Goal difference for `seat`, plus a little for the position: who has the puck and where, and
/// the inside-shot cards and set-ups in hand (a rough chance of the next goal).
fn value(game: &Icih, seat: Team) -> f64 {
    let score = game.box_score().final_score();
    let mut v = f64::from(score[seat]) - f64::from(score[seat.other()]);
    if let Some(outcome) = game.outcome() {
        return v + match outcome.winner {
            Some(w) if w == seat => 0.5,
            Some(_) => -0.5,
            None => 0.0,
        };
    }
    if let Some(team) = game.control() {
        let sign = if team == seat { 1.0 } else { -1.0 };
        let zone = match game.puck().zone_for(team) {
            super::cards::Zone::Offensive => 0.10,
            super::cards::Zone::Centre => 0.04,
            super::cards::Zone::Defensive => 0.01,
        };
        v += sign * zone;
    }
    for team in Team::BOTH {
        let sign = if team == seat { 1.0 } else { -1.0 };
        let shots = game
            .hand(team)
            .iter()
            .filter(|&&c| card(c).kind == Kind::InsideShot)
            .count() as f64;
        let blocks = game
            .hand(team)
            .iter()
            .filter(|&&c| card(c).kind == Kind::InsideShotBlocked)
            .count() as f64;
        v += sign * (0.04 * shots.min(2.0) + 0.03 * blocks);
    }
    if let Some(pp) = game.power_play() {
        let sign = if pp.team == seat { 1.0 } else { -1.0 };
        v += sign * 0.08 * pp.shots.len() as f64;
    }
    v
}

/// Plays `first`, then both sides as the Medium player, for `horizon` moves or to the end, and
/// scores the change in `value`.
fn playout(game: &mut Icih, seat: Team, first: Action, horizon: u32, seed: u64) -> f64 {
    let before = value(game, seat);
    if game.apply_action(&first).is_err() {
        return f64::NEG_INFINITY;
    }
    let mut moves = 0;
    while moves < horizon {
        let Some(actor) = game.phase().actor() else {
            break;
        };
        let salt = seed ^ u64::from(moves);
        let Some(action) = game.computer_choice(actor, Level::Medium, salt) else {
            break;
        };
        if game.apply_action(&action).is_err() {
            break;
        }
        moves += 1;
    }
    value(game, seat) - before
}

impl Icih {
    /// The Hard player's move: a full search with the standard budget.
    pub fn hard_action(&self, seat: Team, seed: u64) -> Option<Action> {
        if self.legal(seat).is_empty() {
            return None;
        }
        let mut search = Search::new(self, seat, seed, HARD_PLAYOUTS);
        while !search.finished() {
            search.step(4);
        }
        search.best()
    }
}

/// What `hard_decision_times` measured, each list sorted, in the units of its clock.
pub struct HardTimes {
    /// Every searched decision.
    pub decisions: Vec<f64>,
    /// Every search round.
    pub rounds: Vec<f64>,
    /// Answer windows where Hard held a card that could answer.
    pub answers_with_a_card: Vec<f64>,
    /// Answer windows where its only choice was to let the play go.
    pub answers_without_a_card: Vec<f64>,
}

/// For the benchmarks: Hard (home) plays Medium for `games` games and every decision is timed.
pub fn hard_decision_times(games: u64, clock: impl Fn() -> f64) -> HardTimes {
    let mut times = HardTimes {
        decisions: Vec::new(),
        rounds: Vec::new(),
        answers_with_a_card: Vec::new(),
        answers_without_a_card: Vec::new(),
    };
    for seed in 0..games {
        let options = Options {
            players: Players::TwoPlayers,
            era: Era::Shootout,
        };
        let mut game = Icih::new(options, seed);
        let mut moves = 0u64;
        while let Some(seat) = game.phase().actor() {
            let action = if seat == Team::Home {
                let started = clock();
                let mut search = Search::new(&game, seat, seed ^ moves, HARD_PLAYOUTS);
                let searched = !search.finished();
                while !search.finished() {
                    let round = clock();
                    search.step(1);
                    times.rounds.push(clock() - round);
                }
                let took = clock() - started;
                if searched {
                    times.decisions.push(took);
                }
                if matches!(game.phase(), Phase::Answer { .. }) {
                    if game.legal(seat).len() > 1 {
                        times.answers_with_a_card.push(took);
                    } else {
                        times.answers_without_a_card.push(took);
                    }
                }
                search.best().expect("a move")
            } else {
                game.computer_choice(seat, Level::Medium, moves)
                    .expect("a move")
            };
            game.apply_action(&action).expect("legal");
            moves += 1;
        }
    }
    for list in [
        &mut times.decisions,
        &mut times.rounds,
        &mut times.answers_with_a_card,
        &mut times.answers_without_a_card,
    ] {
        list.sort_by(f64::total_cmp);
    }
    times
}
