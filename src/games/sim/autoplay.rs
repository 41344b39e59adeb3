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
    /// A decision a person coaching may take has just opened (Open Ice's pull window): every
    /// run stops so it is seen.
    Decision,
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
