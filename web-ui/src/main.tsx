import { createRoot } from 'react-dom/client';
import { App } from './App';
import './styles.css';
import { applyStoredTheme } from './components/ThemeToggle';

applyStoredTheme();

createRoot(document.getElementById('root') as HTMLElement).render(<App />);
