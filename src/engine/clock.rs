//! The game clock and periods. Each game counts time its own way: ICIH by cards through the
//! deck, Card Hockey by turns, the simulations (Open Ice, Inside the Crease, 4th Street) by
//! 20-second steps. The clock only ever runs forward.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ClockMode {
    /// Time is the number of cards played this period (ICIH: two passes of the deck).
    CardCounted,
    /// Time is the number of turns played this period (Card Hockey).
    TurnCounted,
    /// Time advances in fixed steps of seconds up to the period length.
    Seconds { step: u16, period_length: u16 },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum PeriodKind {
    Regulation,
    Overtime,
    Shootout,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameClock {
    pub mode: ClockMode,
    pub regulation_periods: u8,
    /// 1-based; periods past regulation are overtime.
    pub period: u8,
    pub kind: PeriodKind,
    /// Cards, turns or seconds elapsed in this period.
    pub elapsed: u32,
}

impl GameClock {
    pub fn new(mode: ClockMode, regulation_periods: u8) -> Self {
        GameClock {
            mode,
            regulation_periods,
            period: 1,
            kind: PeriodKind::Regulation,
            elapsed: 0,
        }
    }

    /// One card, one turn or one step of seconds.
    pub fn tick(&mut self) {
        self.elapsed += match self.mode {
            ClockMode::Seconds { step, .. } => u32::from(step),
            _ => 1,
        };
    }

    /// For the seconds clock: whether the period's time has run out.
    pub fn time_expired(&self) -> bool {
        match self.mode {
            ClockMode::Seconds { period_length, .. } => self.elapsed >= u32::from(period_length),
            _ => false,
        }
    }

    pub fn start_next_period(&mut self) {
        self.period += 1;
        self.elapsed = 0;
        if self.period > self.regulation_periods && self.kind == PeriodKind::Regulation {
            self.kind = PeriodKind::Overtime;
        }
    }

    pub fn start_shootout(&mut self) {
        self.kind = PeriodKind::Shootout;
        self.elapsed = 0;
    }

    pub fn is_last_regulation_period(&self) -> bool {
        self.period == self.regulation_periods && self.kind == PeriodKind::Regulation
    }

    /// "1st", "2nd", "3rd", "OT", "2OT", "SO".
    pub fn period_label(&self) -> String {
        period_label(self.period, self.regulation_periods, self.kind)
    }

    /// What a scoreboard shows: time left for the seconds clock, otherwise the count.
    pub fn display(&self) -> String {
        match self.mode {
            ClockMode::Seconds { period_length, .. } => {
                let left = u32::from(period_length).saturating_sub(self.elapsed);
                format!("{}:{:02}", left / 60, left % 60)
            }
            ClockMode::CardCounted => format!("{} cards", self.elapsed),
            ClockMode::TurnCounted => format!("turn {}", self.elapsed),
        }
    }
}

pub fn period_label(period: u8, regulation_periods: u8, kind: PeriodKind) -> String {
    match kind {
        PeriodKind::Shootout => "SO".into(),
        _ if period > regulation_periods => match period - regulation_periods {
            1 => "OT".into(),
            n => format!("{n}OT"),
        },
        _ => match period {
            1 => "1st".into(),
            2 => "2nd".into(),
            3 => "3rd".into(),
            n => format!("{n}th"),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seconds_clock_counts_down_in_steps() {
        let mut clock = GameClock::new(
            ClockMode::Seconds {
                step: 20,
                period_length: 1200,
            },
            3,
        );
        assert_eq!(clock.display(), "20:00");
        clock.tick();
        assert_eq!(clock.display(), "19:40");
        for _ in 0..59 {
            clock.tick();
        }
        assert!(clock.time_expired());
        assert_eq!(clock.display(), "0:00");
    }

    #[test]
    fn periods_roll_into_overtime() {
        let mut clock = GameClock::new(ClockMode::TurnCounted, 3);
        let mut labels = vec![clock.period_label()];
        for _ in 0..4 {
            clock.start_next_period();
            labels.push(clock.period_label());
        }
        assert_eq!(labels, ["1st", "2nd", "3rd", "OT", "2OT"]);
        clock.start_shootout();
        assert_eq!(clock.period_label(), "SO");
    }
}
