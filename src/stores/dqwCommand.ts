/** The `dqw` command for a file, for the views (components reach the workbench through stores). */
export { dqwSparkCommand, dqwValidateCommand } from '../workbench/dqwCommand';
