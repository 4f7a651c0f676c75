export { MessageBoard } from './components/message-board';
