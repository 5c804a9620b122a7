// Every theme stylesheet at once, for Storybook and apps that switch themes at run time.
import './default.css';
import './blue.css';
import './wireframe.css';
import './partners/jobsbridge.css';
