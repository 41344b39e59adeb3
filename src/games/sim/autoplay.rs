//! The moments auto-play can run to, and which of them end a run.

use serde::Serialize;

/// What one step of a sim brought that auto-play may stop at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Moment {
    /// Play stopped: a face-off called, a penalty, a covered puck, an injury.
    Whistle,
    Goal,
    PeriodEnd,
    GameEnd,
    /// A [`Decision`] has just opened for a side a person coaches: every run stops so it is
    /// seen.
    Decision,
}

/// The one list of the decisions the books give a coach that auto-play stops at, for a side a
/// person coaches. Each sim maps its phases into it ([`super::Decisions::open_decisions`]); a
/// new decision a sim offers goes here first, and every sim's test of its stops must then say
/// whether it offers it (their matches on this enum are exhaustive).
///
/// Standing orders (lines for the next change, forecheckers, physical play, aggressiveness,
/// a strategy card, freezing, units named ahead) are not here: they hold until changed, so
/// nothing is lost by playing on. No book gives a coach a timeout.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Decision {
    /// A chance to shoot at once (Open Ice).
    Shot,
    /// A wild card to read (4th Street).
    WildCard,
    /// Who gets a pass (4th Street's ⊛).
    PassTarget,
    /// The shootout's shooters, or the next one.
    ShootoutShooter,
    /// The goalie who faces the shootout, before its first attempt.
    ShootoutGoalie,
    /// A trailing team's chance to pull its goalie late in the game.
    PullGoalie,
    /// A power play's start: the coach's own units, or his group kept on.
    SpecialTeams,
    /// Who serves a goalie's or a bench minor, before the face-off (4th Street, A52).
    PenaltyServer,
}

impl Decision {
    pub const ALL: [Decision; 8] = [
        Decision::Shot,
        Decision::WildCard,
        Decision::PassTarget,
        Decision::ShootoutShooter,
        Decision::ShootoutGoalie,
        Decision::PullGoalie,
        Decision::SpecialTeams,
        Decision::PenaltyServer,
    ];

    /// Whether play cannot go on until the coach answers; the others are chances auto-play
    /// stops at when they open, and Step plays on past.
    pub fn waits(self) -> bool {
        matches!(
            self,
            Decision::Shot | Decision::WildCard | Decision::PassTarget | Decision::ShootoutShooter
        )
    }

    /// In words for the table, after "Your decision: ".
    pub fn label(self) -> &'static str {
        match self {
            Decision::Shot => "shoot now or keep the puck",
            Decision::WildCard => "read the wild card",
            Decision::PassTarget => "pick who gets the pass",
            Decision::ShootoutShooter => "name your shootout shooter",
            Decision::ShootoutGoalie => "choose the goalie for the shootout",
            Decision::PullGoalie => "you may pull your goalie",
            Decision::SpecialTeams => "a power play starts: send your units or keep your group on",
            Decision::PenaltyServer => "name who serves the minor",
        }
    }
}

/// How far auto-play runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum RunTo {
    NextWhistle,
    NextGoal,
    EndOfPeriod,
    EndOfGame,
}

impl RunTo {
    pub const ALL: [RunTo; 4] = [
        RunTo::NextWhistle,
        RunTo::NextGoal,
        RunTo::EndOfPeriod,
        RunTo::EndOfGame,
    ];

    pub fn label(self) -> &'static str {
        match self {
            RunTo::NextWhistle => "the next whistle",
            RunTo::NextGoal => "the next goal",
            RunTo::EndOfPeriod => "the end of the period",
            RunTo::EndOfGame => "the end of the game",
        }
    }

    pub fn slug(self) -> &'static str {
        match self {
            RunTo::NextWhistle => "whistle",
            RunTo::NextGoal => "goal",
            RunTo::EndOfPeriod => "period",
            RunTo::EndOfGame => "game",
        }
    }

    pub fn from_slug(slug: &str) -> Option<RunTo> {
        RunTo::ALL.into_iter().find(|r| r.slug() == slug)
    }

    /// Whether a step that brought `moments` ends the run. A goal and a period's end also stop
    /// play, so they count as whistles; the end of the game and a person's new decision end
    /// every run.
    pub fn reached(self, moments: &[Moment]) -> bool {
        moments.iter().any(|&m| match self {
            _ if m == Moment::Decision => true,
            RunTo::NextWhistle => true,
            RunTo::NextGoal => matches!(m, Moment::Goal | Moment::GameEnd),
            RunTo::EndOfPeriod => matches!(m, Moment::PeriodEnd | Moment::GameEnd),
            RunTo::EndOfGame => m == Moment::GameEnd,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_stop_where_they_should() {
        use Moment::*;
        assert!(RunTo::NextWhistle.reached(&[Whistle]));
        assert!(RunTo::NextWhistle.reached(&[Goal]));
        assert!(!RunTo::NextWhistle.reached(&[]));
        assert!(!RunTo::NextGoal.reached(&[Whistle, PeriodEnd]));
        assert!(RunTo::NextGoal.reached(&[GameEnd]));
        assert!(!RunTo::EndOfPeriod.reached(&[Goal]));
        assert!(RunTo::EndOfPeriod.reached(&[PeriodEnd]));
        assert!(!RunTo::EndOfGame.reached(&[PeriodEnd, Goal, Whistle]));
        assert!(RunTo::EndOfGame.reached(&[Decision]));
        assert!(RunTo::NextGoal.reached(&[Decision]));
        assert!(RunTo::EndOfGame.reached(&[GameEnd]));
        for run in RunTo::ALL {
            assert_eq!(RunTo::from_slug(run.slug()), Some(run));
        }
    }
}
