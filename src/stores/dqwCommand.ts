/** The `dqw` command for a file, for the views (components reach the workbench through stores). */
export { dqwValidateCommand } from '../workbench/dqwCommand';
