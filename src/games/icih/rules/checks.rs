//! Checks on a drawn card: H/V, behind the play, penalty calls, loose pucks, fights and
//! momentum.

use super::*;

impl Icih {
    /// Reads an H/V check: Offside and Fight replace the letter; "Penalty 10-40" adds checks.
    pub(super) fn hv(&mut self, x: CardId, pos: Pos, ev: &mut Vec<Event>) -> Result<Team, After> {
        match card(x).hv_extra {
            HvExtra::Offside => {
                ev.push(Event::Offside);
                Err(After::FaceOff(Pos::Centre))
            }
            HvExtra::Fight => {
                self.fight(ev);
                Err(After::FaceOff(pos))
            }
            HvExtra::Penalty => {
                self.behind_the_play(ev);
                Ok(card(x).hv)
            }
            HvExtra::None => Ok(card(x).hv),
        }
    }

    pub(super) fn behind_the_play(&mut self, ev: &mut Vec<Event>) {
        loop {
            let x = self.draw_check(Check::BehindThePlay, ev);
            let def = card(x);
            if BEHIND_THE_PLAY.contains(x) {
                self.call(def.hv, x, false, ev);
            } else {
                ev.push(Event::NoPenalty { card: x });
            }
            if def.hv_extra != HvExtra::Penalty {
                break;
            }
        }
    }

    pub(super) fn call(&mut self, team: Team, x: CardId, major: bool, ev: &mut Vec<Event>) {
        ev.push(Event::Penalty {
            team,
            card: x,
            major,
        });
        let line = self.box_score.line(self.period, team);
        line.penalties += 1;
        line.penalty_minutes += if major { MAJOR_MINUTES } else { MINOR_MINUTES };
        self.calls.push(Call {
            team,
            shots: first_digit(x),
            major,
        });
    }

    pub(super) fn loose_puck(&mut self, pos: Pos, ev: &mut Vec<Event>) -> After {
        self.puck = pos;
        let x = self.draw_check(Check::LoosePuck, ev);
        self.loose_puck_from(x, pos, ev)
    }

    fn loose_puck_from(&mut self, x: CardId, pos: Pos, ev: &mut Vec<Event>) -> After {
        match self.hv(x, pos, ev) {
            Ok(team) => {
                ev.push(Event::GainedControl { team, pos });
                self.possession(team, pos, Next::FRESH)
            }
            Err(after) => after,
        }
    }

    /// A possible-penalty card was played: the drawn card decides the loose puck, then its ID
    /// is checked against the card's range.
    pub(super) fn penalty_card_check(
        &mut self,
        x: CardId,
        pos: Pos,
        offender: Team,
        played: &CardDef,
        ev: &mut Vec<Event>,
    ) -> After {
        if played.penalty.is_some_and(|r| r.contains(x)) {
            self.call(offender, x, false, ev);
        } else {
            ev.push(Event::NoPenalty { card: x });
        }
        self.loose_puck_from(x, pos, ev)
    }

    pub(super) fn fight(&mut self, ev: &mut Vec<Event>) {
        let x = self.draw_check(Check::Fight, ev);
        let winner = Team::BOTH
            .into_iter()
            .find(|&t| FIGHT_WINNER[t].contains(x));
        ev.push(Event::Fight { winner });
        for team in Team::BOTH {
            let line = self.box_score.line(self.period, team);
            line.penalties += 1;
            line.penalty_minutes += MAJOR_MINUTES;
        }
        if let Some(team) = winner {
            self.award_momentum(team, FIGHT_MOMENTUM, ev);
        }
    }

    pub(super) fn award_momentum(&mut self, team: Team, cards: u8, ev: &mut Vec<Event>) {
        let opponent = team.other();
        // The opponent first sheds his own extra cards: those in hand and those not yet drawn.
        let surplus = (self.hands[opponent].len() as u8)
            .saturating_sub(self.base_hand(opponent))
            .saturating_sub(self.discard_down[opponent]);
        let undrawn = std::mem::take(&mut self.bonus[opponent]);
        self.discard_down[opponent] += surplus;
        let gain = cards.saturating_sub(surplus + undrawn);
        self.bonus[team] += gain;
        ev.push(Event::Momentum { team, cards: gain });
    }
}

fn first_digit(id: CardId) -> u8 {
    let digit = if id >= 10 { id / 10 } else { id };
    // The chart stops at four shots; the deck keeps penalty ranges below 50.
    digit.clamp(1, 4)
}
