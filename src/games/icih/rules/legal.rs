//! The legal actions: what a side may play or answer now.

use super::*;

impl Icih {
    pub fn legal(&self, seat: Team) -> Vec<Action> {
        if self.phase.actor() != Some(seat) {
            return Vec::new();
        }
        let readable: Vec<CardId>;
        let hand: &[CardId] = if self.script.is_some() {
            readable = self.hands[seat]
                .iter()
                .copied()
                .filter(|&c| c != HIDDEN)
                .collect();
            &readable
        } else {
            &self.hands[seat]
        };
        let mut out = Vec::new();
        match self.phase {
            Phase::Over => {}
            Phase::Attack { team } => {
                let zone = self.zone(team);
                for &id in hand {
                    if self.can_play(team, id) {
                        out.push(Action::Play { card: id });
                    }
                }
                match zone {
                    Zone::Defensive => {
                        out.extend(hand.iter().map(|&c| Action::DumpOutToCentre { discard: c }));
                        out.push(Action::DumpOutToOffence);
                    }
                    Zone::Centre => {
                        out.extend(hand.iter().map(|&c| Action::DumpIn { discard: c }));
                        let held = self.hands[team].len();
                        if self.leading(team) && held <= usize::from(self.base_hand(team)) {
                            out.extend(hand.iter().map(|&c| Action::DefensiveMode { discard: c }));
                        }
                    }
                    Zone::Offensive => out.push(Action::OutsideShot),
                }
                if self.may_pull(team, self.puck) {
                    out.push(Action::PullGoalie);
                }
            }
            Phase::Answer { team, window, .. } => {
                for &id in hand {
                    if self.can_answer(team, window, id) {
                        out.push(Action::Answer { card: id });
                    }
                }
                out.push(Action::LetPlay);
            }
            Phase::TouchUp { .. } => {
                out.push(Action::TouchUp);
                out.push(Action::CallIcing);
            }
            Phase::DefensiveModePick { .. } => {
                out.push(Action::KeepCard);
                out.push(Action::LeaveCard);
            }
            Phase::ExtraDiscard { .. } => {
                out.extend(hand.iter().map(|&c| Action::Discard { card: c }));
                out.push(Action::SkipDiscard);
            }
            Phase::DiscardDown { .. } => {
                out.extend(hand.iter().map(|&c| Action::Discard { card: c }));
            }
            Phase::TakeBonus { max, .. } => {
                out.extend((0..=max).rev().map(|count| Action::TakeBonus { count }));
            }
            Phase::Stoppage { team, pos } => {
                if self.pulled == Some(team) {
                    out.push(Action::ReturnGoalie);
                } else if self.may_pull(team, pos) {
                    out.push(Action::PullGoalie);
                }
                out.push(Action::DropPuck);
            }
            Phase::Shootout { .. } => out.push(Action::Shoot),
            Phase::PowerPlayStoppage { .. } => {
                out.push(Action::ReturnGoalie);
                out.push(Action::KeepGoaliePulled);
            }
        }
        out
    }

    /// May the team in control play this card from its hand now?
    pub fn can_play(&self, team: Team, id: CardId) -> bool {
        let def = card(id);
        let zone = self.zone(team);
        if !self.zones_of(id).allows(zone) || !self.chain.allows(def.kind) {
            return false;
        }
        match def.kind {
            Kind::InsideShot => zone == Zone::Offensive,
            Kind::Pass | Kind::Skate => true,
            _ => false,
        }
    }

    /// The zone (seen from the answering side) where a defensive card meets this play.
    pub(super) fn contest_pos(&self, window: Window, answer: &CardDef) -> Option<Pos> {
        match window {
            Window::Defence {
                card: played,
                from,
                to,
            } => {
                let played = card(played);
                Some(match (played.kind, answer.kind) {
                    (Kind::Pass, Kind::DefenceSteal) => from,
                    (Kind::Pass, _) => to,
                    _ => from,
                })
            }
            Window::InsideShot { .. } | Window::OutsideShot | Window::PowerPlayShot { .. } => {
                Some(self.puck)
            }
            Window::DumpOut { .. } => Some(self.puck),
        }
    }

    pub fn can_answer(&self, team: Team, window: Window, id: CardId) -> bool {
        let def = card(id);
        let Some(pos) = self.contest_pos(window, def) else {
            return false;
        };
        if !self.zones_of(id).allows(pos.zone_for(team)) {
            return false;
        }
        match window {
            Window::Defence { card: played, .. } => {
                let played = card(played);
                def.kind.is_defensive()
                    && (played.special != Special::Breakaway || def.kind == Kind::DefencePenalty)
            }
            Window::OutsideShot => def.kind == Kind::OutsideShotBlocked,
            Window::InsideShot { card: played } => {
                def.kind == Kind::InsideShotBlocked
                    || (card(played).special == Special::PenaltyShotRisk
                        && def.kind == Kind::DefencePenalty)
            }
            Window::DumpOut { .. } => def.kind == Kind::PuckKeptIn,
            Window::PowerPlayShot { kind } => match kind {
                ShotKind::Outside => def.kind == Kind::OutsideShotBlocked,
                ShotKind::Inside => def.kind == Kind::InsideShotBlocked,
                ShotKind::Both => {
                    matches!(def.kind, Kind::OutsideShotBlocked | Kind::InsideShotBlocked)
                }
            },
        }
    }
}
