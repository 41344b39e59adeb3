//! The game timer: how long each kind of play takes on the basic and standard timers, the
//! period clock, and the two-minute marks that end a line's shift or a minor penalty.

use serde::{Deserialize, Serialize};

/// Seconds in a period.
pub const PERIOD_SECONDS: u16 = 20 * 60;
/// A line's shift, and a minor penalty.
pub const TWO_MINUTES: u16 = 120;

/// The two timers on the board: the basic game's 20- and 10-second plays, or the standard
/// game's 12 and 6 (the January 2009 addendum: the basic timer gives fewer shots a game).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Timer {
    Basic,
    #[default]
    Standard,
}

/// How much time a roll takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlayLength {
    /// Passes, skates, loose pucks, plays with a penalty or a stoppage, centre and shoot, steal
    /// and shoot.
    Long,
    /// Face-offs, shots and rebounds, a loose-puck battle rolled again.
    Short,
    /// The second roll of a shot, simultaneous with the first.
    None,
}

impl Timer {
    pub fn seconds(self, length: PlayLength) -> u16 {
        match (self, length) {
            (_, PlayLength::None) => 0,
            (Timer::Basic, PlayLength::Long) => 20,
            (Timer::Basic, PlayLength::Short) => 10,
            (Timer::Standard, PlayLength::Long) => 12,
            (Timer::Standard, PlayLength::Short) => 6,
        }
    }
}

/// A moment of the game: the period and the seconds left in it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Moment {
    pub period: u8,
    pub left: u16,
}

impl Moment {
    pub fn start(period: u8) -> Moment {
        Moment {
            period,
            left: PERIOD_SECONDS,
        }
    }

    /// Game seconds since the opening face-off (overtime periods count as full periods; a
    /// shorter overtime simply starts with less left).
    pub fn elapsed(self) -> u32 {
        u32::from(self.period.saturating_sub(1)) * u32::from(PERIOD_SECONDS)
            + u32::from(PERIOD_SECONDS - self.left.min(PERIOD_SECONDS))
    }

    /// Runs a play's time off, stopping at 0:00. Returns the seconds actually run.
    pub fn run(&mut self, seconds: u16) -> u16 {
        let ran = seconds.min(self.left);
        self.left -= ran;
        ran
    }

    /// Whether `span` seconds of play have gone by since `since` (both in this game).
    pub fn passed(self, since: Moment, span: u16) -> bool {
        self.elapsed() >= since.elapsed() + u32::from(span)
    }

    /// "18:30".
    pub fn text(self) -> String {
        format!("{}:{:02}", self.left / 60, self.left % 60)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn play_lengths_on_both_timers() {
        assert_eq!(Timer::Basic.seconds(PlayLength::Long), 20);
        assert_eq!(Timer::Basic.seconds(PlayLength::Short), 10);
        assert_eq!(Timer::Standard.seconds(PlayLength::Long), 12);
        assert_eq!(Timer::Standard.seconds(PlayLength::Short), 6);
        assert_eq!(Timer::Standard.seconds(PlayLength::None), 0);
    }

    #[test]
    fn the_shift_example() {
        // A line on at 18:30 changes when the clock reaches 16:30.
        let mut clock = Moment {
            period: 1,
            left: 18 * 60 + 30,
        };
        let on = clock;
        while !clock.passed(on, TWO_MINUTES) {
            clock.run(20);
        }
        assert_eq!(clock.text(), "16:30");
        // A 10-second play can carry it past the mark: the change comes at the first roll on
        // or after it.
        let mut clock = on;
        clock.run(115);
        assert!(!clock.passed(on, TWO_MINUTES));
        clock.run(10);
        assert!(clock.passed(on, TWO_MINUTES));
    }

    #[test]
    fn minutes_carry_across_periods() {
        let late = Moment {
            period: 1,
            left: 60,
        };
        let mut next = Moment::start(2);
        assert!(!next.passed(late, TWO_MINUTES));
        next.run(60);
        assert!(next.passed(late, TWO_MINUTES));
        let mut end = Moment { period: 3, left: 5 };
        assert_eq!(end.run(20), 5);
        assert_eq!(end.left, 0);
    }
}
