//! The computer's player: plays from what its own seat may see (its hand and the table),
//! following the rulebook's strategy advice in a simple way. Deterministic: the same position
//! gives the same choice, so a recorded game replays exactly.

use super::cards::{Kind, Special, Stop, Zone};
use super::deck::card;
use super::rules::Icih;
use super::state::*;
use crate::engine::Team;

/// How much a card is worth keeping in hand (higher = keep).
pub(super) fn keep_value(id: CardId) -> i32 {
    let c = card(id);
    let zones = [c.zones.dz, c.zones.ci, c.zones.oz]
        .iter()
        .filter(|&&z| z)
        .count() as i32;
    let reach = if c.zones.is_any() { 3 } else { zones };
    match c.kind {
        Kind::InsideShot => 90,
        Kind::InsideShotBlocked => 85,
        Kind::OutsideShotBlocked => 60,
        Kind::PuckKeptIn => 45,
        Kind::DefenceSteal => 70,
        Kind::Defence => match c.stop {
            Stop::GainControl => 55 + 5 * reach,
            _ if c.momentum > 0 => 55,
            Stop::Fight => 30,
            _ => 35 + 3 * reach,
        },
        Kind::DefencePenalty => 40 + 3 * reach,
        Kind::Pass | Kind::Skate => {
            let setup = if c.next.inside_shot { 30 } else { 0 };
            let natural = if c.next.defence { 0 } else { 8 };
            let special = match c.special {
                Special::Breakaway => 25,
                Special::IceThePuck => -10,
                _ => 0,
            };
            20 + setup + natural + special + 4 * reach + 3 * i32::from(c.advance)
        }
    }
}

fn cheapest(hand: &[CardId], among: impl Fn(CardId) -> bool) -> Option<CardId> {
    hand.iter()
        .copied()
        .filter(|&c| among(c))
        .min_by_key(|&c| (keep_value(c), c))
}

impl Icih {
    /// A sensible legal action for `seat`, or `None` if it has nothing to decide.
    pub fn computer_action(&self, seat: Team) -> Option<Action> {
        let legal = self.legal(seat);
        if legal.is_empty() {
            return None;
        }
        let hand = self.hand(seat);
        let has = |a: Action| legal.contains(&a);
        let choice = match self.phase() {
            Phase::Attack { team } => self.attack_choice(team, &legal),
            Phase::Answer { window, .. } => self.answer_choice(seat, window, &legal),
            Phase::TouchUp { .. } => Action::CallIcing,
            Phase::DefensiveModePick { .. } => Action::KeepCard,
            Phase::ExtraDiscard { .. } => match cheapest(hand, |_| true) {
                Some(c) if keep_value(c) < 40 => Action::Discard { card: c },
                _ => Action::SkipDiscard,
            },
            Phase::DiscardDown { .. } => Action::Discard {
                card: cheapest(hand, |_| true)?,
            },
            Phase::TakeBonus { max, .. } => Action::TakeBonus { count: max },
            Phase::Stoppage { .. } => {
                if has(Action::PullGoalie) {
                    Action::PullGoalie
                } else {
                    Action::DropPuck
                }
            }
            Phase::Shootout { .. } => Action::Shoot,
            // Short-handed with an empty net is hopeless; with the advantage, stay six.
            Phase::PowerPlayStoppage { team } => {
                if self.power_play_team() == Some(team) {
                    Action::KeepGoaliePulled
                } else {
                    Action::ReturnGoalie
                }
            }
            Phase::Over => return None,
        };
        debug_assert!(has(choice), "computer chose an illegal {choice:?}");
        Some(if has(choice) { choice } else { legal[0] })
    }

    fn attack_choice(&self, team: Team, legal: &[Action]) -> Action {
        let hand = self.hand(team);
        let holds_shot = hand.iter().any(|&c| card(c).kind == Kind::InsideShot);
        let plays: Vec<CardId> = legal
            .iter()
            .filter_map(|a| match a {
                Action::Play { card } => Some(*card),
                _ => None,
            })
            .collect();
        if legal.contains(&Action::PullGoalie) {
            return Action::PullGoalie;
        }
        // Protecting a lead late in the third: dump it in and fall back (defensive mode).
        if self.period() >= 3
            && self.pass() == 2
            && let Some(d) = cheapest(hand, |_| true)
            && legal.contains(&Action::DefensiveMode { discard: d })
        {
            return Action::DefensiveMode { discard: d };
        }
        // An inside shot whenever the set-up is there.
        if let Some(&shot) = plays.iter().find(|&&c| card(c).kind == Kind::InsideShot) {
            return Action::Play { card: shot };
        }
        // A set-up card when an inside shot waits in hand; otherwise the card least worth
        // keeping that moves the puck ahead (keep set-ups for later).
        let best = plays
            .iter()
            .copied()
            .filter(|&c| card(c).special != Special::IceThePuck)
            .max_by_key(|&c| {
                let def = card(c);
                let setup = if def.next.inside_shot && holds_shot {
                    100
                } else {
                    0
                };
                let natural = if def.next.defence { 0 } else { 10 };
                let moves = 15 * i32::from(def.advance);
                setup + natural + moves - keep_value(c) / 2
            });
        let zone = self.puck().zone_for(team);
        if let Some(c) = best
            && (card(c).advance > 0 || zone == Zone::Offensive || card(c).next.inside_shot)
        {
            return Action::Play { card: c };
        }
        let discard = cheapest(hand, |_| true);
        match (zone, discard) {
            (Zone::Offensive, _) => best.map_or(Action::OutsideShot, |c| {
                if card(c).next.inside_shot && holds_shot {
                    Action::Play { card: c }
                } else {
                    Action::OutsideShot
                }
            }),
            (Zone::Centre, Some(d)) => {
                let defensive_mode = Action::DefensiveMode { discard: d };
                let lead = {
                    let s = self.score();
                    i32::from(s[team]) - i32::from(s[team.other()])
                };
                // Protect a lead late (rulebook: defensive mode to burn time with a lead).
                let protect = self.period() >= 3 || (self.period() == 2 && lead >= 2);
                if legal.contains(&defensive_mode) && protect {
                    defensive_mode
                } else {
                    Action::DumpIn { discard: d }
                }
            }
            // Out to centre rather than risk icing (rulebook strategy).
            (Zone::Defensive, Some(d)) => Action::DumpOutToCentre { discard: d },
            (Zone::Defensive, None) => Action::DumpOutToOffence,
            (Zone::Centre, None) => legal[0],
        }
    }

    fn answer_choice(&self, seat: Team, window: Window, legal: &[Action]) -> Action {
        let answers: Vec<CardId> = legal
            .iter()
            .filter_map(|a| match a {
                Action::Answer { card } => Some(*card),
                _ => None,
            })
            .collect();
        let pick = |pred: &dyn Fn(CardId) -> bool| answers.iter().copied().find(|&c| pred(c));
        let chosen = match window {
            // Blocks and the kept-in card: play them at the first chance (rulebook advice).
            Window::OutsideShot
            | Window::InsideShot { .. }
            | Window::DumpOut { .. }
            | Window::PowerPlayShot { .. } => pick(&|c| card(c).kind != Kind::DefencePenalty)
                .or_else(|| {
                    // A possible-penalty card against #39/#40 only when trailing or tied late.
                    let s = self.score();
                    (s[seat] <= s[seat.other()] && self.period() >= 3)
                        .then(|| pick(&|_| true))
                        .flatten()
                }),
            Window::Defence { card: played, .. } => {
                let played = card(played);
                let threat = played.next.inside_shot || played.special == Special::Breakaway;
                pick(&|c| card(c).stop == Stop::GainControl)
                    .or_else(|| pick(&|c| card(c).momentum > 0))
                    .or_else(|| {
                        threat
                            .then(|| {
                                pick(&|c| {
                                    card(c).kind != Kind::DefencePenalty
                                        && card(c).stop != Stop::Fight
                                })
                            })
                            .flatten()
                    })
                    .or_else(|| {
                        threat
                            .then(|| pick(&|c| card(c).kind == Kind::DefencePenalty))
                            .flatten()
                    })
            }
        };
        chosen.map_or(Action::LetPlay, |c| Action::Answer { card: c })
    }
}

impl Icih {
    /// The computer's move at a level. `salt` varies Easy's picks from position to position
    /// (pass something like the number of actions so far, mixed with the game's seed).
    pub fn computer_choice(&self, seat: Team, level: Level, salt: u64) -> Option<Action> {
        match level {
            Level::Easy => {
                let legal = self.legal(seat);
                if legal.is_empty() {
                    return None;
                }
                let pick = crate::engine::GameRng::from_seed(salt).below(legal.len());
                Some(legal[pick])
            }
            Level::Medium => self.computer_action(seat),
            Level::Hard => self.hard_action(seat, salt),
        }
    }
}
